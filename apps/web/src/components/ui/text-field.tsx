import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** The standard text input look; forms that need a bare input reuse it. */
export const inputClass =
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20 ' +
  'aria-[invalid=true]:border-red-400 disabled:bg-slate-50 disabled:text-slate-500';

/** Props of {@link TextField}: a visible label plus any input attribute (including `ref`). */
export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  className?: string;
  inputClassName?: string;
  /** Help text under the input, announced as its description. */
  hint?: ReactNode;
  /** Validation message; marks the input invalid and is announced with it. */
  error?: string | undefined;
  /** Something drawn inside the input's right edge (e.g. a show-password toggle). */
  trailing?: ReactNode;
}

/** A labelled input; the label is tied to the input by a generated id so it is announced and clickable. */
export function TextField({
  label,
  className,
  inputClassName,
  id,
  hint,
  error,
  trailing,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const description = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const field = (
    <input
      id={inputId}
      aria-invalid={error ? true : undefined}
      aria-describedby={description || undefined}
      className={cn(inputClass, trailing ? 'pr-12' : null, inputClassName)}
      {...input}
    />
  );
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-xs font-medium text-slate-600">
        {label}
      </label>
      {trailing ? (
        <div className="relative">
          {field}
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        </div>
      ) : (
        field
      )}
      {hint ? (
        <div id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
