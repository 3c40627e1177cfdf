import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { type DocTocEntry, TableOfContents } from './table-of-contents';

/** Props of {@link DocsPage}. */
export interface DocsPageProps {
  /** The page's test id; its title's id is `${testId}-title`. */
  testId: string;
  icon: LucideIcon;
  title: string;
  intro: ReactNode;
  /** The table of contents, in reading order (a module constant). */
  sections: readonly DocTocEntry[];
  asideClassName?: string;
  /** The guide's sections. */
  children: ReactNode;
}

/** A developer guide: its header, then the table of contents beside the sections. */
export function DocsPage({
  testId,
  icon: Icon,
  title,
  intro,
  sections,
  asideClassName,
  children,
}: DocsPageProps) {
  const titleId = `${testId}-title`;
  return (
    <div data-testid={testId} className="mx-auto max-w-7xl px-4 pt-28 pb-24 sm:px-6 sm:pt-32 lg:px-8">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
          <Icon aria-hidden="true" className="size-4" />
          Developer guide
        </p>
        <h1
          id={titleId}
          className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl"
        >
          {title}
        </h1>
        <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">{intro}</p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-14">
        <aside className={asideClassName}>
          <TableOfContents sections={sections} />
        </aside>
        <article aria-labelledby={titleId} className="min-w-0 max-w-3xl space-y-12">
          {children}
        </article>
      </div>
    </div>
  );
}
