import { Check } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

const chipBase =
  'inline-flex min-h-9 max-w-full cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-left text-sm font-medium transition-colors select-none';
const chipOff = 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800';
const chipOn = 'border-brand-600 bg-brand-600 text-white shadow-sm shadow-brand-600/25 hover:bg-brand-700';

/** Class names of a chip, selected or not. */
export function chipClass(selected: boolean, className?: string): string {
  return cn(
    chipBase,
    selected ? chipOn : chipOff,
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:cursor-not-allowed disabled:opacity-50',
    className,
  );
}

/** A labelled group of chips; the legend names the group for assistive tech. */
function ChipFieldset({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** Props of {@link ToggleChips}. */
export interface ToggleChipsProps {
  legend: string;
  hint?: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string) => void;
  disabled?: boolean;
}

/** Multi-select chips: each is a toggle button (aria-pressed). */
export function ToggleChips({ legend, hint, options, selected, onToggle, disabled }: ToggleChipsProps) {
  return (
    <ChipFieldset legend={legend} hint={hint}>
      {options.map((option) => {
        const on = selected.includes(option);
        return (
          <button
            key={option}
            type="button"
            aria-pressed={on}
            disabled={disabled}
            onClick={() => onToggle(option)}
            className={chipClass(on)}
          >
            {on ? <Check aria-hidden="true" className="size-3.5 shrink-0" /> : null}
            <span className="min-w-0 break-words">{option}</span>
          </button>
        );
      })}
    </ChipFieldset>
  );
}

/** Props of {@link RadioChips}. */
export interface RadioChipsProps<T extends string = string> {
  legend: string;
  /** A short tip under the legend. */
  hint?: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  disabled?: boolean;
  /** What a chip says, when not its option capitalized. */
  label?: (option: T) => string;
  /** What a chip shows in place of the tick and its label, when it draws its own. */
  content?: (option: T, on: boolean) => ReactNode;
}

/** Single-select chips built on native radio buttons, so arrow keys move the choice. */
export function RadioChips<T extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
  disabled,
  label,
  content,
}: RadioChipsProps<T>) {
  const name = useId();
  return (
    <ChipFieldset legend={legend} hint={hint}>
      {options.map((option) => {
        const on = option === value;
        return (
          <label
            key={option}
            className={chipClass(
              on,
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={on}
              disabled={disabled}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {content ? (
              content(option, on)
            ) : (
              <>
                {on ? <Check aria-hidden="true" className="size-3.5 shrink-0" /> : null}
                <span className={cn('min-w-0 break-words', !label && 'capitalize')}>
                  {label ? label(option) : option}
                </span>
              </>
            )}
          </label>
        );
      })}
    </ChipFieldset>
  );
}

/** Class names of a picture card button (a style or theme to choose), chosen or not. */
export function pictureCardClass(on: boolean, className: string, chosenRing: string): string {
  return cn(
    className,
    on
      ? cn('border-brand-600 shadow-md shadow-brand-600/10 ring-2', chosenRing)
      : 'border-slate-200 hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md',
  );
}

/** The tick in the corner of the chosen picture card; nothing on the others. */
export function ChosenTick({ on }: { on: boolean }) {
  return on ? (
    <span className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-brand-600 text-white shadow">
      <Check aria-hidden="true" className="size-4" />
    </span>
  ) : null;
}
