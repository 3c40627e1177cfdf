import { ListTree } from 'lucide-react';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { useActiveSection } from './use-active-section';

/** One entry of a guide's table of contents: the section's id (its anchor) and label. */
export interface DocTocEntry {
  readonly id: string;
  readonly label: string;
}

/**
 * "On this page": plain in-page anchors (the app's scroll manager also honours them on load, so
 * /gemini-docs#faq works as a link). `sections` should be a module constant, in reading order. Sticky beside the guide on wide screens, a simple list above
 * it on narrow ones.
 */
export function TableOfContents({ sections }: { sections: readonly DocTocEntry[] }) {
  const ids = useMemo(() => sections.map((s) => s.id), [sections]);
  const active = useActiveSection(ids);
  return (
    <nav
      aria-labelledby="docs-toc-title"
      data-testid="docs-toc"
      className="rounded-2xl border border-slate-200 bg-white p-4 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0"
    >
      <p
        id="docs-toc-title"
        className="flex items-center gap-2 text-xs font-semibold tracking-wider text-slate-500 uppercase"
      >
        <ListTree aria-hidden="true" className="size-4" />
        On this page
      </p>
      <ol className="mt-3 grid gap-0.5 sm:grid-cols-2 lg:grid-cols-1 lg:border-l lg:border-slate-200">
        {sections.map((section) => {
          const current = active === section.id;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={current ? 'location' : undefined}
                className={cn(
                  'block rounded-lg px-3 py-1.5 text-sm transition-colors lg:-ml-px lg:rounded-none lg:border-l-2 lg:border-transparent',
                  current
                    ? 'font-semibold text-brand-700 lg:border-brand-600'
                    : 'text-slate-600 hover:text-slate-900 lg:hover:border-slate-400',
                )}
              >
                {section.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
