import { type ComponentProps, type ReactNode, useId, useRef } from 'react';
import { TokenInsertMenu } from '@/components/tokens/token-insert-menu';
import { inputClass } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

/** Props of {@link TextareaField}: a visible label, an optional hint and any textarea attribute. */
export interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  hint?: string;
  className?: string;
  /** The small label of plain text fields, for a textarea among them (default: a section label). */
  compactLabel?: boolean;
  /** Offer the "Insert token…" menu beside the label (tokens are filled in before the call). */
  tokenMenu?: boolean;
  /** Anything else beside the label, e.g. a "Random scene" button. */
  labelAside?: ReactNode;
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
  tokenMenu,
  labelAside,
  ...props
}: TextareaFieldProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = `${fieldId}-hint`;
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <div className={className}>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-2">
        <label
          htmlFor={fieldId}
          className={
            compactLabel ? 'text-xs font-medium text-slate-600' : 'text-sm font-semibold text-slate-800'
          }
        >
          {label}
        </label>
        <span className="flex flex-wrap items-center justify-end gap-2">
          {maxLength ? (
            <span className="text-xs text-slate-500" aria-hidden="true">
              {length}/{maxLength}
            </span>
          ) : null}
          {tokenMenu ? <TokenInsertMenu field={field} implementedOnly disabled={props.disabled} /> : null}
          {labelAside}
        </span>
      </div>
      <textarea
        ref={field}
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
