import * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Radix Popover parts re-exported so features import one module. */
export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

/** Popover panel with the design system's card look, portalled above the fixed header. */
export function PopoverContent({
  className,
  align = 'end',
  sideOffset = 8,
  ...props
}: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={12}
        className={cn(
          'z-[60] w-72 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-slate-200 bg-white p-4 text-sm',
          'text-slate-700 shadow-xl shadow-slate-900/10 outline-none animate-fade-in',
          className,
        )}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
