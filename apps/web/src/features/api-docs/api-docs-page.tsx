import { Code } from 'lucide-react';
import { useMemo } from 'react';
import { TableOfContents } from '@/components/docs/table-of-contents';
import { useDocumentTitle } from '@/lib/use-document-title';
import { API_DOCS_SECTIONS } from './api-docs-toc';
import { apiSamples, FALLBACK_ORIGIN } from './api-samples';
import { AuthenticationSection } from './authentication-section';
import { BatchSection } from './batch-section';
import { DesignsSection } from './designs-section';
import { ErrorsSection } from './errors-section';
import { LiveUrlSection } from './live-url-section';
import { PublishingSection } from './publishing-section';

/** The origin this page is served from: the samples call the same server. */
function pageOrigin(): string {
  return typeof window === 'undefined' ? FALLBACK_ORIGIN : window.location.origin;
}

/**
 * The API guide (`/developers/api`): API keys and the designs, publishing, stats and batch
 * endpoints, each with a curl example built for this server. Everything is served by Mergepix.
 */
export function ApiDocsPage() {
  useDocumentTitle('API');
  const samples = useMemo(() => apiSamples(pageOrigin()), []);

  return (
    <div data-testid="api-docs" className="mx-auto max-w-7xl px-4 pt-28 pb-24 sm:px-6 sm:pt-32 lg:px-8">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
          <Code aria-hidden="true" className="size-4" />
          Developer guide
        </p>
        <h1
          id="api-docs-title"
          className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl"
        >
          The Mergepix API
        </h1>
        <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">
          Create, publish and measure live image designs and run batch exports from your own scripts, with an
          API key. Every example below is ready to paste into a terminal.
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-14">
        <aside>
          <TableOfContents sections={API_DOCS_SECTIONS} />
        </aside>
        <article aria-labelledby="api-docs-title" className="min-w-0 max-w-3xl space-y-12">
          <AuthenticationSection samples={samples} />
          <DesignsSection samples={samples} />
          <PublishingSection samples={samples} />
          <BatchSection samples={samples} />
          <LiveUrlSection samples={samples} />
          <ErrorsSection samples={samples} />
        </article>
      </div>
    </div>
  );
}

export default ApiDocsPage;
