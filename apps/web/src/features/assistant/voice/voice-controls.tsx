import { type LucideIcon, Mic, Pause, Play, Square, Volume2, VolumeX } from 'lucide-react';
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

/** A voice button in the panel's header: an icon, its name, and a tooltip that says its state. */
function HeaderButton({
  onClick,
  pressed,
  label,
  title,
  testId,
  Icon,
}: {
  onClick(): void;
  pressed?: boolean;
  label: string;
  title: string;
  testId: string;
  Icon: LucideIcon;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      aria-label={label}
      title={title}
      data-testid={testId}
      className={headerButton}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
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
          <HeaderButton
            onClick={paused ? onResume : onPause}
            label={paused ? 'Resume reading the reply' : 'Pause reading the reply'}
            title={paused ? 'Resume' : 'Pause'}
            testId="assistant-speech-pause"
            Icon={paused ? Play : Pause}
          />
          <HeaderButton
            onClick={onStop}
            label="Stop reading the reply"
            title="Stop reading"
            testId="assistant-speech-stop"
            Icon={Square}
          />
        </>
      ) : null}
      <HeaderButton
        onClick={onToggle}
        pressed={enabled}
        label="Read replies aloud"
        title={enabled ? 'Spoken replies are on' : 'Spoken replies are off'}
        testId="assistant-speech-toggle"
        Icon={enabled ? Volume2 : VolumeX}
      />
    </>
  );
}
