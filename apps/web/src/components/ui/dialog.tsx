import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Radix Dialog parts re-exported so features import one module. */
export const Dialog = RadixDialog.Root;
export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;
export const DialogClose = RadixDialog.Close;

/**
 * A centred modal card above the fixed header and popovers, with a close button. On small
 * screens it fills the width and scrolls inside itself so the keyboard never hides the submit.
 */
export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  ...props
}: ComponentProps<typeof RadixDialog.Content> & { closeLabel?: string; children: ReactNode }) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-[80] bg-slate-950/50 backdrop-blur-[2px] animate-fade-in" />
      <RadixDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-[80] max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-md',
          '-translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl bg-white',
          'p-5 shadow-2xl shadow-slate-900/20 outline-none sm:p-7',
          className,
        )}
        {...props}
      >
        {children}
        <RadixDialog.Close className="absolute top-3 right-3 flex size-10 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900">
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
