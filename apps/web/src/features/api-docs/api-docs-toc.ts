import { docSectionLabel } from '@/components/docs/doc-sections';

/** The API guide's sections in reading order; the table of contents and the sections read it. */
export const API_DOCS_SECTIONS = [
  { id: 'authentication', label: 'Authentication' },
  { id: 'designs', label: 'Designs' },
  { id: 'publishing', label: 'Publish, links and stats' },
  { id: 'batch', label: 'Batch exports' },
  { id: 'live-url', label: 'The live image URL' },
  { id: 'countdowns', label: 'Countdowns and segments' },
  { id: 'errors', label: 'Errors and limits' },
] as const;

/** The id of one section (also its URL hash, e.g. /developers/api#batch). */
export type ApiDocsSectionId = (typeof API_DOCS_SECTIONS)[number]['id'];

/** The heading of a section. */
export function apiSectionLabel(id: ApiDocsSectionId): string {
  return docSectionLabel(API_DOCS_SECTIONS, id, 'API docs');
}
