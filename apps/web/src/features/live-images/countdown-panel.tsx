import { COUNTDOWN_LIMITS, type Countdown, countdownGifPixels, LIVE_GIF_PIXELS } from '@mergepix/core';
import { AlertTriangle, Timer, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { UploadBase } from './base-picker';
import { CountdownDeadline } from './countdown-deadline';
import { browserTimeZone, newCountdown, withoutCountdown } from './countdown-doc';
import { CountdownLook, CountdownUnits } from './countdown-style';
import { fieldClass } from './layer-text-field';
import { uploadUrl } from './picture-urls';
import { RadioChoices } from './radio-choices';
import type { DesignEditor } from './use-design-editor';

/** Problems the design has, in the API's words, listed next to the panel they concern. */
export function PanelProblems({ problems, testId }: { problems: readonly string[]; testId: string }) {
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {problems.map((p) => (
        <p key={p} className="flex gap-2">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{p}</span>
        </p>
      ))}
    </div>
  );
}

/**
 * The design's live countdown: add one, then its deadline, units and labels, look, how its GIF
 * ticks, what shows once it has ended or without a usable deadline, and remove it.
 */
export function CountdownPanel({
  editor,
  now,
  problems,
}: {
  editor: DesignEditor;
  now: number;
  problems: readonly string[];
}) {
  const { design, change } = editor;
  const cd = design.countdown;
  if (!cd)
    return (
      <section aria-labelledby="countdown-heading" className="flex flex-col gap-3">
        <h3 id="countdown-heading" className="text-sm font-semibold text-slate-900">
          Countdown
        </h3>
        <div className="flex flex-col items-start gap-3 rounded-xl bg-slate-50 px-4 py-4 text-sm text-slate-700">
          <Timer aria-hidden="true" className="size-6 text-brand-600" />
          <p>
            Show the time left to a deadline, drawn when the e-mail is opened: the same date for everyone, or
            each recipient’s own. The <code>.gif</code> link ticks for up to a minute.
          </p>
          <Button
            size="sm"
            onClick={() =>
              change({ ...design, countdown: newCountdown(design, Date.now(), browserTimeZone()) })
            }
          >
            <Timer aria-hidden="true" className="size-4" />
            Add countdown
          </Button>
        </div>
        <PanelProblems problems={problems} testId="countdown-problems" />
      </section>
    );
  const set = (next: Countdown, kind: string) => change({ ...design, countdown: next }, `countdown-${kind}`);
  const patch = (p: Partial<Countdown>, kind: string) => set({ ...cd, ...p }, kind);
  return (
    <section
      aria-labelledby="countdown-heading"
      className="flex min-w-0 flex-col gap-4"
      data-testid="countdown-panel"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="countdown-heading" className="text-sm font-semibold text-slate-900">
          Countdown
        </h3>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => change(withoutCountdown(design))}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove countdown
        </Button>
      </div>
      <p className="-mt-2 text-xs text-slate-500">
        Drag it on the image, or select it and use the arrow keys (Shift: 10 px, Alt: resize).
      </p>
      <PanelProblems problems={problems} testId="countdown-problems" />
      <CountdownDeadline countdown={cd} now={now} onChange={set} />
      <CountdownUnits countdown={cd} onChange={patch} />
      <CountdownLook countdown={cd} onChange={patch} />
      <GifTicks countdown={cd} design={design} onChange={patch} />
      <EndedAndFallback countdown={cd} onChange={patch} />
    </section>
  );
}

function GifTicks({
  countdown,
  design,
  onChange,
}: {
  countdown: Countdown;
  design: { width: number; height: number };
  onChange: (p: Partial<Countdown>, kind: string) => void;
}) {
  const id = useId();
  const pixels = countdownGifPixels(design, countdown);
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Ticking GIF</legend>
      <p className="text-xs text-slate-500">
        The design’s <code>.gif</code> link ticks once a second; its first frame is the time at the open, for
        e-mail apps that show only one.
      </p>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Seconds to tick
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={COUNTDOWN_LIMITS.maxFrames}
          step={1}
          value={draft ?? countdown.frames}
          aria-invalid={draft !== null || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            // Typed freely; saved once it is a whole number of seconds in range.
            const n = Number(e.target.value);
            const ok =
              e.target.value !== '' && Number.isInteger(n) && n >= 1 && n <= COUNTDOWN_LIMITS.maxFrames;
            setDraft(ok ? null : e.target.value);
            if (ok) onChange({ frames: n }, 'frames');
          }}
          onBlur={() => setDraft(null)}
          className={`${fieldClass.replace('w-full ', '')} w-24 text-right tabular-nums aria-invalid:border-red-500`}
        />
      </div>
      <p
        id={`${id}-hint`}
        className={`-mt-1.5 text-xs ${draft !== null ? 'text-red-700' : 'text-slate-500'}`}
      >
        From 1 to {COUNTDOWN_LIMITS.maxFrames} seconds, one frame each.
      </p>
      <RadioChoices
        label="When the seconds run out"
        inline
        choices={[
          ['once', 'Play once, stay on the last'],
          ['forever', 'Loop forever'],
        ]}
        value={countdown.loop}
        onChange={(loop) => onChange({ loop }, 'loop')}
      />
      <p className={`text-xs ${pixels > LIVE_GIF_PIXELS ? 'font-medium text-red-700' : 'text-slate-500'}`}>
        {(pixels / 1e6).toFixed(1)} of {LIVE_GIF_PIXELS / 1e6} million pixels per open.
      </p>
    </fieldset>
  );
}

function EndedAndFallback({
  countdown,
  onChange,
}: {
  countdown: Countdown;
  onChange: (p: Partial<Countdown>, kind: string) => void;
}) {
  const textId = useId();
  const fallbackId = useId();
  const ended = countdown.ended;
  // What the owner chose to show; a picture shows once one is uploaded. The last text and the
  // last picture are kept, so switching back and forth loses neither.
  const [mode, setMode] = useState<'text' | 'image'>(ended.kind);
  const [lastText, setLastText] = useState(ended.kind === 'text' ? ended.text : 'This offer has ended');
  const [lastPath, setLastPath] = useState(ended.kind === 'image' ? ended.path : null);
  const pick = (kind: 'text' | 'image') => {
    setMode(kind);
    if (kind === 'text' && ended.kind !== 'text')
      onChange({ ended: { kind: 'text', text: lastText } }, 'ended-kind');
    if (kind === 'image' && ended.kind !== 'image' && lastPath)
      onChange({ ended: { kind: 'image', path: lastPath } }, 'ended-kind');
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">After the deadline</legend>
      <RadioChoices
        label="After the deadline show"
        inline
        choices={[
          ['text', 'A text'],
          ['image', 'A picture'],
        ]}
        value={mode}
        onChange={pick}
      />
      {mode === 'text' && ended.kind === 'text' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={textId} className="text-sm font-medium text-slate-700">
            Text once ended
          </label>
          <input
            id={textId}
            value={ended.text}
            maxLength={COUNTDOWN_LIMITS.maxText}
            onChange={(e) => {
              setLastText(e.target.value);
              onChange({ ended: { kind: 'text', text: e.target.value } }, 'ended-text');
            }}
            className={fieldClass}
            data-no-token-drop=""
          />
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          {ended.kind === 'image' ? (
            <img
              src={uploadUrl(ended.path)}
              alt="Shown once the countdown has ended"
              className="max-h-32 w-full rounded-lg object-contain ring-1 ring-slate-200"
            />
          ) : (
            <p className="text-xs text-slate-600">
              Upload the picture shown in the countdown’s box once it has ended. Until then the text shows.
            </p>
          )}
          <UploadBase
            onChange={(chosen) => {
              if (chosen.start.kind !== 'upload') return;
              setLastPath(chosen.start.path);
              onChange({ ended: { kind: 'image', path: chosen.start.path } }, 'ended-image');
            }}
          />
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fallbackId} className="text-sm font-medium text-slate-700">
          Text for a missing or invalid deadline
        </label>
        <input
          id={fallbackId}
          value={countdown.fallbackText}
          maxLength={COUNTDOWN_LIMITS.maxText}
          onChange={(e) => onChange({ fallbackText: e.target.value }, 'fallback')}
          className={fieldClass}
          data-no-token-drop=""
        />
      </div>
    </fieldset>
  );
}
