import { Code } from 'lucide-react';
import { useMemo } from 'react';
import { DocsPage } from '@/components/docs/docs-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { API_DOCS_SECTIONS } from './api-docs-toc';
import { apiSamples, FALLBACK_ORIGIN } from './api-samples';
import { AuthenticationSection } from './authentication-section';
import { BatchSection } from './batch-section';
import { countdownPlatformUrls } from './countdown-samples';
import { CountdownsSection } from './countdowns-section';
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
 * endpoints, countdowns and segments, each with a curl example built for this server. Everything is served by Mergepix.
 */
export function ApiDocsPage() {
  useDocumentTitle('API');
  const samples = useMemo(() => apiSamples(pageOrigin()), []);
  const platformUrls = useMemo(() => countdownPlatformUrls(pageOrigin()), []);

  return (
    <DocsPage
      testId="api-docs"
      icon={Code}
      title="The Mergepix API"
      intro="Create, publish and measure live image designs and run batch exports from your own scripts, with an API key. Every example below is ready to paste into a terminal."
      sections={API_DOCS_SECTIONS}
    >
      <AuthenticationSection samples={samples} />
      <DesignsSection samples={samples} />
      <PublishingSection samples={samples} />
      <BatchSection samples={samples} />
      <LiveUrlSection samples={samples} />
      <CountdownsSection samples={samples} urls={platformUrls} />
      <ErrorsSection samples={samples} />
    </DocsPage>
  );
}

export default ApiDocsPage;
