import { PRICING, videoDownloadFileName } from '@mergepix/core';
import { Download, Film, RotateCcw, X } from 'lucide-react';
import { type Ref, useEffect, useRef } from 'react';
import { DownloadLink } from '@/components/tool-kit/downloads/download-link';
import { useNamedFile } from '@/components/tool-kit/downloads/use-named-file';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { etaLabel, fileSizeLabel } from './encode/encode-progress';
import type { EncodeState } from './encode/use-video-encode';

// Making the file: "Create video", then a progress bar with the time left and Cancel, then the
// finished video to watch and download. The download is offered only once the whole file exists.
// One status line announces each change (started, ready, cancelled); focus follows the work: to
// Cancel when it starts, to Download when it is ready, back to Create when it stops.

/** What the status line says for a state (the progress bar speaks for itself while running). */
export function encodeAnnouncement(state: EncodeState): string {
  switch (state.status) {
    case 'running':
      return 'Making your video.';
    case 'done':
      return `Your video is ready: ${state.extension.toUpperCase()}, ${fileSizeLabel(state.blob.size)}.`;
    case 'cancelled':
      return 'Cancelled. Nothing was saved; create the video again when you are ready.';
    case 'failed':
      return '';
    default:
      return '';
  }
}

/** A note on the file's sound, when it is not the AAC every player plays. */
export function audioNote(
  state: Extract<EncodeState, { status: 'done' }>,
  wantedMusic: boolean,
): string | null {
  if (wantedMusic && state.audio === null) return 'This browser cannot encode sound, so the video is silent.';
  if (state.extension === 'mp4' && state.audio === 'opus')
    return 'The sound is Opus: most players play it, some older Apple players do not.';
  return null;
}

export function EncodePanel({
  state,
  canStart,
  waitingFor,
  stale,
  wantedMusic,
  onStart,
  onCancel,
  onReset,
}: {
  state: EncodeState;
  canStart: boolean;
  /** Why Create is not possible yet, when it is not. */
  waitingFor: string | null;
  /** The settings changed since the finished video was made. */
  stale: boolean;
  /** The settings ask for music. */
  wantedMusic: boolean;
  onStart(): void;
  onCancel(): void;
  onReset(): void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const downloadRef = useRef<HTMLAnchorElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const status = state.status;
  const moved = useRef(status);
  useEffect(() => {
    const before = moved.current;
    moved.current = status;
    if (before === status) return;
    // Only when the user's focus was on the control that just went away (or the page).
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (status === 'running') cancelRef.current?.focus();
    else if (before === 'running' && lost) (status === 'done' ? downloadRef : startRef).current?.focus();
  }, [status]);

  const note = state.status === 'done' ? audioNote(state, wantedMusic) : null;
  return (
    <section aria-label="Your video" className="flex flex-col gap-3" data-testid="encode-panel">
      <p role="status" className="sr-only">
        {encodeAnnouncement(state)}
      </p>
      {state.status === 'running' ? (
        <div className="flex flex-col gap-2" data-testid="encode-progress">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="flex items-center gap-2 font-medium text-slate-800">
              <Spinner className="size-4 text-brand-600" />
              Making your video… {state.total ? Math.round((state.done / state.total) * 100) : 0}%
            </span>
            <span className="text-xs text-slate-600" data-testid="encode-eta">
              {etaLabel(state.eta)}
            </span>
          </div>
          <ProgressBar
            label="Video progress"
            percent={state.total ? (state.done / state.total) * 100 : 0}
            className="h-2.5"
          />
          <p className="text-xs text-slate-500">
            Frame {state.done} of {state.total}. You can keep changing settings; they apply to the next video.
          </p>
          <Button
            ref={cancelRef}
            variant="outline"
            size="sm"
            className="self-start"
            onClick={onCancel}
            data-testid="encode-cancel"
          >
            <X aria-hidden="true" className="size-4" />
            Cancel
          </Button>
        </div>
      ) : null}
      {state.status === 'done' ? (
        <div className="flex flex-col gap-2" data-testid="encode-result">
          {/* biome-ignore lint/a11y/useMediaCaption: a silent or music-only video has no speech to caption */}
          <video src={state.url} controls playsInline className="max-h-72 w-full rounded-lg bg-black" />
          <p className="text-sm text-slate-700">
            Ready: {state.extension.toUpperCase()}, {fileSizeLabel(state.blob.size)}, made in{' '}
            {state.seconds.toFixed(1)} s.
            {state.extension === 'webm' ? ' This browser cannot make MP4, so this is a WebM video.' : ''}
          </p>
          {note ? (
            <p className="text-xs text-amber-800" data-testid="encode-audio-note">
              {note}
            </p>
          ) : null}
          {stale ? (
            <p className="text-xs text-amber-800">
              You changed the settings since: create the video again to include the changes.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <VideoDownload ref={downloadRef} state={state} />
            <Button variant="outline" size="sm" onClick={onReset}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Start over
            </Button>
          </div>
        </div>
      ) : null}
      {state.status === 'failed' ? <FormAlert>{state.message}</FormAlert> : null}
      {state.status === 'cancelled' ? (
        <p className="text-sm text-slate-700" data-testid="encode-cancelled">
          Cancelled. Nothing was saved; create the video again when you are ready.
        </p>
      ) : null}
      {state.status !== 'running' && (state.status !== 'done' || stale) ? (
        <>
          <Button ref={startRef} onClick={onStart} disabled={!canStart} data-testid="encode-start">
            <Film aria-hidden="true" className="size-4" />
            {state.status === 'done' ? 'Create again' : 'Create video'}
          </Button>
          {waitingFor ? (
            <p className="text-xs text-slate-600" data-testid="encode-waiting">
              {waitingFor}
            </p>
          ) : null}
        </>
      ) : null}
      <p className="text-xs text-slate-500">{PRICING.copy.video}</p>
    </section>
  );
}

/** The finished video's download, named by its bytes like every download (docs/product.md#downloads). */
function VideoDownload({
  ref,
  state,
}: {
  ref: Ref<HTMLAnchorElement>;
  state: Extract<EncodeState, { status: 'done' }>;
}) {
  const name = videoDownloadFileName(state.finishedAt, state.extension);
  const named = useNamedFile(state.blob, name);
  return (
    <DownloadLink
      ref={ref}
      source={state.blob}
      name={name}
      named={named}
      className={buttonVariants({ size: 'sm' })}
      data-testid="video-download"
    >
      <Download aria-hidden="true" className="size-4" />
      Download {state.extension.toUpperCase()}
    </DownloadLink>
  );
}
