import { BookOpen } from 'lucide-react';
import { DocsPage } from '@/components/docs/docs-page';
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
    <DocsPage
      testId="gemini-docs"
      icon={BookOpen}
      title="Using Google Gemini with Mergepix"
      intro="Which models Mergepix uses, how to give the server your API key, how to call the image API, and what happens when Gemini is not available."
      sections={DOCS_SECTIONS}
      asideClassName="lg:order-none"
    >
      <OverviewSection />
      <ModelsSection />
      <ApiKeySection />
      <CodeSamplesSection />
      <FallbackSection />
      <BestPracticesSection />
      <FaqSection />
    </DocsPage>
  );
}

export default GeminiDocsPage;
