import { Fragment } from 'react';
import { cn } from '@/lib/cn';

const TOKEN = /(\[[A-Z_]+\])/;

/** Renders text with every `[TOKEN]` shown as a highlighted chip, as it looks in the editor. */
export function TokenText({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split(TOKEN).map((part, i) =>
        TOKEN.test(part) ? (
          <code
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never reorder.
            key={i}
            className={cn(
              'rounded-md bg-brand-100 px-1.5 py-0.5 font-mono text-[0.9em] text-brand-800',
              className,
            )}
          >
            {part}
          </code>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
