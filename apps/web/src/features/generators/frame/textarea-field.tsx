import { type ComponentProps, useId } from 'react';
import { inputClass } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

/** Props of {@link TextareaField}: a visible label, an optional hint and any textarea attribute. */
export interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  hint?: string;
  className?: string;
  /** The small label of plain text fields, for a textarea among them (default: a section label). */
  compactLabel?: boolean;
}

/** A labelled textarea in the standard input look, with a live character count when maxLength is set. */
export function TextareaField({
  label,
  hint,
  className,
  compactLabel,
  id,
  maxLength,
  value,
  ...props
}: TextareaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = `${fieldId}-hint`;
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label
          htmlFor={fieldId}
          className={
            compactLabel ? 'text-xs font-medium text-slate-600' : 'text-sm font-semibold text-slate-800'
          }
        >
          {label}
        </label>
        {maxLength ? (
          <span className="text-xs text-slate-500" aria-hidden="true">
            {length}/{maxLength}
          </span>
        ) : null}
      </div>
      <textarea
        id={fieldId}
        value={value}
        maxLength={maxLength}
        aria-describedby={hint ? hintId : undefined}
        className={cn(inputClass, 'h-auto min-h-24 resize-y py-3 leading-6')}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
