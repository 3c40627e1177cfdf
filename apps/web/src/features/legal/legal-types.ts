/** Which legal document a route shows. */
export type LegalDocId = 'privacy' | 'terms' | 'cookies';

/** One titled section of plain-language paragraphs and optional bullet points. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

/** A complete legal document. */
export interface LegalDoc {
  title: string;
  summary: string;
  updated: string;
  sections: readonly LegalSection[];
}

/** Date shown as "Last updated" on every legal page; bump it with any content change. */
export const LEGAL_UPDATED = 'November 22, 2026';
