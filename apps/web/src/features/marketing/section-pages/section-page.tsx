import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Props of {@link SectionPage}. */
export interface SectionPageProps {
  /** Tab title and breadcrumb label, e.g. "How It Works". */
  title: string;
  /** The one marketing section, rendered with headingLevel={1}. */
  children: ReactNode;
}

/**
 * Frame of the routes that show one home section alone (/how-it-works, /faq…): clears the fixed
 * header, sets the tab title and offers a breadcrumb back home. The section brings its own h1.
 */
export function SectionPage({ title, children }: SectionPageProps) {
  useDocumentTitle(title);
  return (
    <div className="relative pt-16">
      {/* Sits in the section's own top padding, so the section's background runs up to the header. */}
      <nav
        aria-label="Breadcrumb"
        className="absolute inset-x-0 top-16 z-10 mx-auto max-w-7xl px-4 pt-5 sm:px-6 lg:px-8"
      >
        <ol className="flex items-center gap-1.5 text-sm text-slate-600">
          <li>
            <Link to="/" className="rounded font-medium hover:text-slate-950">
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4 text-slate-400" />
          </li>
          <li aria-current="page" className="font-semibold text-slate-950">
            {title}
          </li>
        </ol>
      </nav>
      {children}
    </div>
  );
}
