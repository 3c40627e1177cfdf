import { BookOpen } from 'lucide-react';
import { TableOfContents } from '@/components/docs/table-of-contents';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApiKeySection } from './api-key-section';
import { BestPracticesSection } from './best-practices-section';
import { CodeSamplesSection } from './code-samples-section';
import { DOCS_SECTIONS } from './docs-toc';
import { FallbackSection } from './fallback-section';
import { FaqSection } from './faq-section';
import { ModelsSection } from './models-section';
import { OverviewSection } from './overview-section';

/**
 * Gemini docs (`/gemini-docs`): a static guide to how Mergepix uses Gemini — models, server-side
 * key setup, API samples, the fallback chain, best practices and FAQ. No external links or
 * scripts: everything here is served by Mergepix itself.
 */
export function GeminiDocsPage() {
  useDocumentTitle('Gemini Docs');

  return (
    <div data-testid="gemini-docs" className="mx-auto max-w-7xl px-4 pt-28 pb-24 sm:px-6 sm:pt-32 lg:px-8">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
          <BookOpen aria-hidden="true" className="size-4" />
          Developer guide
        </p>
        <h1
          id="gemini-docs-title"
          className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl"
        >
          Using Google Gemini with Mergepix
        </h1>
        <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">
          Which models Mergepix uses, how to give the server your API key, how to call the image API, and what
          happens when Gemini is not available.
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-14">
        <aside className="lg:order-none">
          <TableOfContents sections={DOCS_SECTIONS} />
        </aside>
        <article aria-labelledby="gemini-docs-title" className="min-w-0 max-w-3xl space-y-12">
          <OverviewSection />
          <ModelsSection />
          <ApiKeySection />
          <CodeSamplesSection />
          <FallbackSection />
          <BestPracticesSection />
          <FaqSection />
        </article>
      </div>
    </div>
  );
}

export default GeminiDocsPage;
