import { TOOLTIP_DELAY_MS, TOOLTIP_MAX_WIDTH_PX } from '@mergepix/core';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { type ReactElement, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** The app's single tooltip provider; mount once in the providers. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</RadixTooltip.Provider>;
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** Text of the tooltip; keep it short (max width is 200 px). */
  content: ReactNode;
  /** The trigger: one element that accepts a ref and event handlers (e.g. a button). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * Tooltip shown after TOOLTIP_DELAY_MS on hover *or* keyboard focus, hidden on leave, blur,
 * click or Escape. Radix delays only hover and opens on focus instantly, so the open state is
 * controlled here and every open request waits the same delay.
 */
export function Tooltip({ content, children, side = 'bottom' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const onOpenChange = useCallback(
    (next: boolean) => {
      cancel();
      if (next) timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
      else setOpen(false);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);

  // Radix reports "close" only while open, so a pending open is also cancelled from the trigger.
  return (
    <RadixTooltip.Root open={open} onOpenChange={onOpenChange} delayDuration={0}>
      <RadixTooltip.Trigger
        asChild
        onPointerLeave={cancel}
        onPointerDown={cancel}
        onBlur={cancel}
        onKeyDown={(event) => {
          if (event.key === 'Escape') cancel();
        }}
      >
        {children}
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          style={{ maxWidth: TOOLTIP_MAX_WIDTH_PX }}
          className="z-[60] rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium leading-snug text-white shadow-lg animate-fade-in"
        >
          {content}
          <RadixTooltip.Arrow className="fill-slate-900" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
