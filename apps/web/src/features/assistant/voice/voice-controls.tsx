import { Mic, Pause, Play, Square, Volume2, VolumeX } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { SpeakerState } from './speaker';

// The panel's voice buttons: the microphone beside the input, and in the header the spoken
// replies switch with, while a reply is read, pause/resume and stop.

const headerButton =
  'rounded p-1 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white';

export function MicButton({ listening, onClick }: { listening: boolean; onClick(): void }) {
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        aria-pressed={listening}
        aria-label={listening ? 'Stop listening' : 'Speak your question'}
        title={listening ? 'Stop listening' : 'Speak your question'}
        data-testid="assistant-mic"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          listening
            ? 'animate-pulse bg-red-600 text-white hover:bg-red-700'
            : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
        )}
      >
        <Mic aria-hidden="true" className="size-4" />
      </button>
      <span role="status" className="sr-only">
        {listening ? 'Listening…' : ''}
      </span>
    </>
  );
}

export function SpeechControls({
  enabled,
  state,
  onToggle,
  onPause,
  onResume,
  onStop,
}: {
  enabled: boolean;
  state: SpeakerState;
  onToggle(): void;
  onPause(): void;
  onResume(): void;
  onStop(): void;
}) {
  const paused = state === 'paused';
  return (
    <>
      {state !== 'idle' ? (
        <>
          <button
            type="button"
            onClick={paused ? onResume : onPause}
            aria-label={paused ? 'Resume reading the reply' : 'Pause reading the reply'}
            title={paused ? 'Resume' : 'Pause'}
            data-testid="assistant-speech-pause"
            className={headerButton}
          >
            {paused ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
          </button>
          <button
            type="button"
            onClick={onStop}
            aria-label="Stop reading the reply"
            title="Stop reading"
            data-testid="assistant-speech-stop"
            className={headerButton}
          >
            <Square aria-hidden="true" className="size-4" />
          </button>
        </>
      ) : null}
      <button
        type="button"
        onClick={onToggle}
        aria-pressed={enabled}
        aria-label="Read replies aloud"
        title={enabled ? 'Spoken replies are on' : 'Spoken replies are off'}
        data-testid="assistant-speech-toggle"
        className={headerButton}
      >
        {enabled ? (
          <Volume2 aria-hidden="true" className="size-4" />
        ) : (
          <VolumeX aria-hidden="true" className="size-4" />
        )}
      </button>
    </>
  );
}
