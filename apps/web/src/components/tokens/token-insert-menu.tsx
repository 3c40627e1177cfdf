import { TOKENS } from '@mergepix/core';
import { type ComponentProps, type ReactNode, type RefObject, useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { insertIntoField, type TextField } from '@/lib/tokens/text-fields';

/** Props of {@link TokenInsertMenu}. */
export interface TokenInsertMenuProps {
  /** The field a chosen token goes into, at its caret, the way a dropped token does. */
  field: RefObject<TextField | null>;
  /** Offer only the tokens every user has a value for (the four of the profile). */
  implementedOnly?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * "Insert token…": a menu of personalization tokens for one text field. Choosing one inserts
 * `[KEY]` at the caret through the same path as a token dropped from the Personalization panel,
 * so it works on pages without the panel (landing pages, phones) and from the keyboard.
 */
export function TokenInsertMenu({ field, implementedOnly, disabled, className }: TokenInsertMenuProps) {
  const implemented = TOKENS.filter((t) => t.isImplemented);
  const others = implementedOnly ? [] : TOKENS.filter((t) => !t.isImplemented);
  return (
    <select
      aria-label="Insert a token"
      value=""
      disabled={disabled}
      onChange={(e) => {
        const key = e.target.value;
        if (key && field.current) insertIntoField(field.current, `[${key}]`);
      }}
      className={cn(
        'h-8 max-w-[11rem] rounded-lg border border-slate-300 bg-white px-2 text-xs text-slate-700 disabled:opacity-60',
        className,
      )}
    >
      <option value="">Insert token…</option>
      <optgroup label="Your customers' data">
        {implemented.map((t) => (
          <option key={t.key} value={t.key}>
            {t.displayName}
          </option>
        ))}
      </optgroup>
      {others.length > 0 ? (
        <optgroup label="From your list (any column)">
          {others.map((t) => (
            <option key={t.key} value={t.key}>
              {t.displayName}
            </option>
          ))}
        </optgroup>
      ) : null}
    </select>
  );
}

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
