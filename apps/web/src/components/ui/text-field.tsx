import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '@/lib/cn';

/** The standard text input look; forms that need a bare input reuse it. */
export const inputClass =
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20';

/** Props of {@link TextField}: a visible label plus any input attribute. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  className?: string;
  inputClassName?: string;
}

/** A labelled input; the label is tied to the input by a generated id so it is announced and clickable. */
export function TextField({ label, className, inputClassName, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input id={inputId} className={cn(inputClass, inputClassName)} {...input} />
    </div>
  );
}
