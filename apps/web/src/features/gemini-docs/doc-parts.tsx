import type { ReactNode } from 'react';
import { DocSection as Section } from '@/components/docs/doc-parts';
import { type DocsSectionId, sectionLabel } from './docs-toc';

/** One section of the Gemini guide, titled as the table of contents lists it. */
export function DocSection({ id, children }: { id: DocsSectionId; children: ReactNode }) {
  return (
    <Section id={id} title={sectionLabel(id)}>
      {children}
    </Section>
  );
}
