import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/** One entry of a {@link Menu}: a button, or a link when `href` is given. */
export interface MenuItem {
  /** Stable key of the entry. */
  readonly id: string;
  readonly label: ReactNode;
  readonly icon?: ReactNode;
  readonly href?: string;
  /** Return false to keep the menu open (e.g. to show "Copied!" in place). */
  readonly onSelect?: () => boolean | undefined;
}

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm text-slate-700 outline-none hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:text-brand-900';

/**
 * A small dropdown menu drawn in place (no portal, so it also works inside a modal dialog):
 * arrow keys, Home/End, Escape and Tab close it and return focus to its button.
 */
export function Menu({
  label,
  trigger,
  triggerClass,
  items,
  align = 'end',
  footer,
}: {
  /** Accessible name of the trigger button. */
  label: string;
  trigger: ReactNode;
  triggerClass: string;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
  /** Extra content under the items (e.g. a live region). */
  footer?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const entries = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => entries[(i + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(entries.length - 1);
    else if (event.key === 'Escape') {
      // Only the menu closes, not a dialog around it.
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        className={triggerClass}
      >
        {trigger}
      </button>
      {open ? (
        <div
          id={id}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          className={cn(
            'absolute top-full z-[100] mt-1.5 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-xl shadow-slate-900/10 animate-fade-in',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {items.map((item) => {
            const select = () => {
              if (item.onSelect?.() !== false) close(!item.href);
            };
            return item.href ? (
              <a
                key={item.id}
                role="menuitem"
                tabIndex={-1}
                href={item.href}
                className={itemClass}
                onClick={select}
              >
                {item.icon}
                {item.label}
              </a>
            ) : (
              <button
                key={item.id}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={select}
              >
                {item.icon}
                {item.label}
              </button>
            );
          })}
          {footer}
        </div>
      ) : null}
    </div>
  );
}
