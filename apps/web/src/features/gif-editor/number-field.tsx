import { useState } from 'react';
import { cn } from '@/lib/cn';

// A number typed freely. In `live` mode a value in range applies as it is typed (an out-of-range
// one is flagged and not applied); in `leave` mode it applies, normalized, when the field is left
// or Enter is pressed. Either way the field shows the applied value again afterwards.

export function NumberField({
  id,
  value,
  range,
  onChange,
  mode = 'live',
  normalize = (n) => n,
  className,
  testId,
}: {
  id: string;
  value: number;
  range: { readonly min: number; readonly max: number; readonly step: number };
  onChange(value: number): void;
  mode?: 'live' | 'leave';
  /** In `leave` mode: the value to apply for what was typed (clamped, on its grid). */
  normalize?: (typed: number) => number;
  className?: string;
  testId?: string;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const typed = Number(text);
  const inRange = text.trim() !== '' && Number.isFinite(typed) && typed >= range.min && typed <= range.max;
  const leave = () => {
    if (mode === 'live') return setText(String(value));
    const next = normalize(typed);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <>
      <input
        id={id}
        type="number"
        min={range.min}
        max={range.max}
        step={range.step}
        value={text}
        aria-invalid={(mode === 'live' && !inRange) || undefined}
        data-testid={testId}
        onChange={(e) => {
          setText(e.target.value);
          const next = Number(e.target.value);
          if (mode === 'live' && e.target.value.trim() !== '' && next >= range.min && next <= range.max)
            onChange(Math.round(next));
        }}
        onBlur={leave}
        onKeyDown={(e) => e.key === 'Enter' && leave()}
        className={cn(
          'h-9 rounded-lg border border-slate-300 px-2 text-sm tabular-nums aria-invalid:border-red-500',
          className,
        )}
      />
      {mode === 'live' && !inRange ? (
        <p className="mt-1 text-xs text-red-700">
          Use {range.min} to {range.max}.
        </p>
      ) : null}
    </>
  );
}
