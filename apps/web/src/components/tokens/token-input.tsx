import { type ComponentProps, type ReactNode, useId, useRef } from 'react';
import { TokenInsertMenu } from './token-insert-menu';

/** Props of {@link TokenInput}: its label, the label's look and any input attribute. */
export interface TokenInputProps extends Omit<ComponentProps<'input'>, 'id' | 'ref'> {
  label: ReactNode;
  labelClassName: string;
}

/**
 * A one-line text input under its label, with the "Insert token…" menu (implemented tokens only)
 * at the label's end; the caller wraps it with any hint.
 */
export function TokenInput({ label, labelClassName, ...props }: TokenInputProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
        <TokenInsertMenu field={field} implementedOnly disabled={props.disabled} />
      </div>
      <input ref={field} id={id} {...props} />
    </>
  );
}
