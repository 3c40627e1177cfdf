import type { ReactNode } from 'react';
import { DocSection } from '@/components/docs/doc-parts';
import { type ApiDocsSectionId, apiSectionLabel } from './api-docs-toc';

/** One section of the API guide, titled as the table of contents lists it. */
export function ApiDocSection({ id, children }: { id: ApiDocsSectionId; children: ReactNode }) {
  return (
    <DocSection id={id} title={apiSectionLabel(id)}>
      {children}
    </DocSection>
  );
}
