import { PRICING, videoDownloadFileName } from '@mergepix/core';
import { Download, Film, RotateCcw, X } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { etaLabel, fileSizeLabel } from './encode/encode-progress';
import type { EncodeState } from './encode/use-video-encode';

// Making the file: "Create video", then a progress bar with the time left and Cancel, then the
// finished video to watch and download. The download is offered only once the whole file exists.

export function EncodePanel({
  state,
  canStart,
  stale,
  onStart,
  onCancel,
  onReset,
}: {
  state: EncodeState;
  canStart: boolean;
  /** The settings changed since the finished video was made. */
  stale: boolean;
  onStart(): void;
  onCancel(): void;
  onReset(): void;
}) {
  if (state.status === 'running') {
    const percent = state.total ? Math.round((state.done / state.total) * 100) : 0;
    return (
      <section aria-label="Making your video" className="flex flex-col gap-2" data-testid="encode-progress">
        <div className="flex items-center justify-between text-sm">
          <span className="flex items-center gap-2 font-medium text-slate-800">
            <Spinner className="size-4 text-brand-600" />
            Making your video… {percent}%
          </span>
          <span className="text-xs text-slate-600" aria-live="polite" data-testid="encode-eta">
            {etaLabel(state.eta)}
          </span>
        </div>
        <ProgressBar label="Video progress" percent={percent} className="h-2.5" />
        <p className="text-xs text-slate-500">
          Frame {state.done} of {state.total}. You can keep changing settings; they apply to the next video.
        </p>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={onCancel}
          data-testid="encode-cancel"
        >
          <X aria-hidden="true" className="size-4" />
          Cancel
        </Button>
      </section>
    );
  }
  return (
    <section aria-label="Your video" className="flex flex-col gap-3" data-testid="encode-panel">
      {state.status === 'done' ? (
        <div className="flex flex-col gap-2" data-testid="encode-result">
          {/* biome-ignore lint/a11y/useMediaCaption: a silent or music-only video has no speech to caption */}
          <video src={state.url} controls playsInline className="max-h-72 w-full rounded-lg bg-black" />
          <p className="text-sm text-slate-700">
            Ready: {state.extension.toUpperCase()}, {fileSizeLabel(state.blob.size)}, made in{' '}
            {state.seconds.toFixed(1)} s.
            {state.extension === 'webm' ? ' This browser cannot make MP4, so this is a WebM video.' : ''}
          </p>
          {stale ? (
            <p className="text-xs text-amber-800" role="status">
              You changed the settings since: create the video again to include the changes.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <a
              href={state.url}
              download={videoDownloadFileName(state.finishedAt, state.extension)}
              className={buttonVariants({ size: 'sm' })}
              data-testid="video-download"
            >
              <Download aria-hidden="true" className="size-4" />
              Download {state.extension.toUpperCase()}
            </a>
            <Button variant="outline" size="sm" onClick={onReset}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Start over
            </Button>
          </div>
        </div>
      ) : null}
      {state.status === 'failed' ? <FormAlert>{state.message}</FormAlert> : null}
      {state.status === 'cancelled' ? (
        <p role="status" className="text-sm text-slate-700" data-testid="encode-cancelled">
          Cancelled. Nothing was saved; create the video again when you are ready.
        </p>
      ) : null}
      {state.status !== 'done' || stale ? (
        <Button onClick={onStart} disabled={!canStart} data-testid="encode-start">
          <Film aria-hidden="true" className="size-4" />
          {state.status === 'done' ? 'Create again' : 'Create video'}
        </Button>
      ) : null}
      <p className="text-xs text-slate-500">{PRICING.copy.video}</p>
    </section>
  );
}
