import { AI_MODEL_OPTIONS, type AiModelChoice } from '@mergepix/core';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { ReferenceUploader } from './reference-uploader';
import { useRovingFocus } from './roving';

/** Props of {@link ModelToggle}. */
export interface ModelToggleProps {
  value: AiModelChoice;
  onChange: (value: AiModelChoice) => void;
  disabled?: boolean;
  /** A short line under the toggle, e.g. what each model is good at. */
  hint?: string;
}

/**
 * The "AI model" choice as a segmented radio group: Tab reaches the chosen model, the arrow keys
 * (and Home/End) move and choose, like native radio buttons.
 */
export function ModelToggle({ value, onChange, disabled, hint }: ModelToggleProps) {
  const labelId = useId();
  const hintId = useId();
  const current = Math.max(
    0,
    AI_MODEL_OPTIONS.findIndex((option) => option.value === value),
  );

  const { refAt, onKeyDown } = useRovingFocus(AI_MODEL_OPTIONS, current, (option) => onChange(option.value));

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-slate-800">
        AI model
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        aria-disabled={disabled || undefined}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {AI_MODEL_OPTIONS.map((option, index) => {
          const checked = option.value === value;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a segmented control is the ARIA radio pattern on buttons.
            <button
              key={option.value}
              ref={refAt(index)}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              disabled={disabled}
              onClick={() => onChange(option.value)}
              onKeyDown={onKeyDown}
              className={cn(
                'h-10 cursor-pointer rounded-lg px-3 text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                'disabled:cursor-not-allowed disabled:opacity-50',
                checked
                  ? 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-900/5'
                  : 'text-slate-600 hover:bg-white/60 hover:text-slate-900',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs leading-5 text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** What a generator's hook hands its model and reference fields. */
export interface ModelAndReferenceRun {
  busy: boolean;
  model: AiModelChoice;
  setModel: (model: AiModelChoice) => void;
  reference: string | null;
  setReference: (dataUrl: string | null) => void;
}

/** Props of {@link ModelAndReference}. */
export interface ModelAndReferenceProps {
  run: ModelAndReferenceRun;
  /** A short line under the model toggle, e.g. what each model is good at. */
  modelHint?: string;
  /** Which saved reference images the picker offers. */
  category: string;
  /** Label of the reference field. */
  label: string;
}

/** The AI model toggle, then the optional reference image: the pair most generators end with. */
export function ModelAndReference({ run, modelHint, category, label }: ModelAndReferenceProps) {
  return (
    <>
      <ModelToggle value={run.model} onChange={run.setModel} disabled={run.busy} hint={modelHint} />
      <ReferenceUploader
        category={category}
        value={run.reference}
        onChange={run.setReference}
        disabled={run.busy}
        label={label}
      />
    </>
  );
}
