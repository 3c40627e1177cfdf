import type { FontDefinition } from '@mergepix/core';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useFontStatus } from '@/lib/fonts/font-loader';
import { fontLabel } from './font-filter';

/**
 * A font's name, drawn in the font itself once it has loaded; never styled with a font that has
 * not, since that alone would make the browser fetch it.
 */
export function FontName({
  font,
  className,
  sample,
}: {
  font: FontDefinition;
  className?: string;
  sample?: string;
}) {
  const status = useFontStatus(font.family);
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2', className)} data-font-status={status}>
      <span
        className="truncate"
        style={status === 'loaded' ? { fontFamily: `"${font.family}", ${font.fallback}` } : undefined}
      >
        {sample ?? fontLabel(font)}
      </span>
      {status === 'loading' ? <Spinner className="size-3.5 shrink-0 text-brand-600" /> : null}
      {status === 'loading' ? <span className="sr-only">Loading...</span> : null}
    </span>
  );
}
