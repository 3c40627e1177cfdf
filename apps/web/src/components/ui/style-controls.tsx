import { type ReactNode, useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { normalizeHex } from '@/lib/hex-color';

/** A labelled range slider showing its value. */
export function Slider({
  label,
  value,
  range,
  unit = '',
  onChange,
}: {
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  unit?: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id} className="font-medium text-slate-700">
          {label}
        </label>
        <output htmlFor={id} className="tabular-nums text-slate-600">
          {value}
          {unit}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="mt-1 w-full accent-brand-600"
      />
    </div>
  );
}

/** A pressed/unpressed button (bold, italic, alignment…). */
export function Toggle({
  label,
  pressed,
  onChange,
  children,
  wide,
}: {
  label: string;
  pressed: boolean;
  onChange: (pressed: boolean) => void;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={wide ? undefined : label}
      title={wide ? undefined : label}
      onClick={() => onChange(!pressed)}
      className={cn(
        'inline-flex h-9 items-center justify-center rounded-lg border text-sm',
        wide ? 'px-3' : 'w-9',
        pressed
          ? 'border-brand-600 bg-brand-50 text-brand-700'
          : 'border-slate-300 text-slate-700 hover:border-brand-500',
      )}
    >
      {children}
    </button>
  );
}

/** A colour as a swatch (the native picker) and a hex text field that accepts only valid colours. */
export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const invalid = normalizeHex(text) === undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={normalizeHex(value) ?? '#000000'}
          onChange={(e) => onChange(e.target.value)}
          className="h-9 w-12 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <input
          id={id}
          value={text}
          maxLength={7}
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const hex = normalizeHex(e.target.value);
            if (hex) onChange(hex);
          }}
          className={cn(
            'h-9 w-28 rounded-lg border px-2 font-mono text-sm',
            invalid ? 'border-red-500' : 'border-slate-300',
          )}
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          Use a hex colour such as #4338ca.
        </p>
      ) : null}
    </div>
  );
}
