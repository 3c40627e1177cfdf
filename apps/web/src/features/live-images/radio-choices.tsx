import { useId } from 'react';

/**
 * A group of radio buttons, one per choice (value and label), for the countdown panels: a
 * labelled radiogroup whose arrow keys move between choices as the browser's own do.
 */
export function RadioChoices<V extends string>({
  label,
  choices,
  value,
  onChange,
  inline = false,
}: {
  label: string;
  choices: readonly (readonly [V, string])[];
  value: V;
  onChange: (value: V) => void;
  /** Side by side (wrapping), instead of one under another. */
  inline?: boolean;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={inline ? 'flex flex-wrap gap-x-4 gap-y-1.5' : 'flex flex-col gap-1.5'}
    >
      {choices.map(([choice, text]) => (
        <label key={choice} className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="radio"
            name={name}
            checked={value === choice}
            onChange={() => onChange(choice)}
            className="size-4 accent-brand-600"
          />
          {text}
        </label>
      ))}
    </div>
  );
}
