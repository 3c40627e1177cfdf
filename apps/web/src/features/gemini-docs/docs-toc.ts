import { docSectionLabel } from '@/components/docs/doc-sections';

/**
 * The guide's sections in reading order. The table of contents and the section wrappers both read
 * from here, so an anchor can never point at a section that was renamed.
 */
export const DOCS_SECTIONS = [
  { id: 'overview', label: 'How Mergepix uses Gemini' },
  { id: 'models', label: 'Models' },
  { id: 'api-key', label: 'API key setup' },
  { id: 'code-samples', label: 'Code samples' },
  { id: 'fallback', label: 'The fallback chain' },
  { id: 'best-practices', label: 'Best practices' },
  { id: 'faq', label: 'FAQ' },
] as const;

/** The id of one guide section (also its URL hash, e.g. /gemini-docs#api-key). */
export type DocsSectionId = (typeof DOCS_SECTIONS)[number]['id'];

/** The TOC label of a section. */
export function sectionLabel(id: DocsSectionId): string {
  return docSectionLabel(DOCS_SECTIONS, id, 'docs');
}
