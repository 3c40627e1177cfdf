import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { docSectionHeadingId } from '@/components/docs/doc-parts';
import { DOCS_SECTIONS } from './docs-toc';
import { GeminiDocsPage } from './gemini-docs-page';

// Server-rendered markup is enough to check structure without a DOM (the web tests run in node).
const html = renderToStaticMarkup(
  <MemoryRouter initialEntries={['/gemini-docs']}>
    <GeminiDocsPage />
  </MemoryRouter>,
);

const idsInPage = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
const sectionIds = [...html.matchAll(/<section id="([^"]+)"[^>]*data-testid="docs-section"/g)].map(
  (m) => m[1],
);
const tocTargets = [...html.matchAll(/<a href="#([^"]+)"/g)].map((m) => m[1]);

describe('GeminiDocsPage', () => {
  it('links every table-of-contents entry to a section with that id, in reading order', () => {
    expect(tocTargets).toEqual(DOCS_SECTIONS.map((s) => s.id));
    expect(sectionIds).toEqual(DOCS_SECTIONS.map((s) => s.id));
  });

  it('labels each section by a heading with the TOC text', () => {
    for (const section of DOCS_SECTIONS) {
      const headingId = docSectionHeadingId(section.id);
      expect(html).toContain(`aria-labelledby="${headingId}"`);
      expect(html).toMatch(new RegExp(`<h2 id="${headingId}"[^>]*>${section.label}</h2>`));
    }
  });

  it('uses every element id once', () => {
    expect(new Set(idsInPage).size).toBe(idsInPage.length);
  });

  it('cites the three documented Gemini 1.5 models and the server-side key setup', () => {
    for (const model of [
      'gemini-1.5-flash-latest',
      'gemini-1.5-pro-vision-latest',
      'gemini-1.5-pro-latest',
    ]) {
      expect(html).toContain(model);
    }
    for (const text of ['GEMINI_API_KEY', 'GEMINI_BASE_URL', 'longer than 20 characters', 'href="/debug"']) {
      expect(html).toContain(text);
    }
  });

  it('has a Copy button on every code block and 5–6 FAQ entries as <details>', () => {
    const blocks = html.match(/data-testid="code-block"/g) ?? [];
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    expect(html.match(/aria-label="Copy [^"]+"/g)).toHaveLength(blocks.length);
    const faq = html.match(/<details[^>]*data-testid="faq-item"/g) ?? [];
    expect(faq.length).toBeGreaterThanOrEqual(5);
    expect(faq.length).toBeLessThanOrEqual(6);
  });

  it('loads nothing from elsewhere: no external links, scripts, frames or images', () => {
    expect(html).not.toMatch(/<(script|iframe|img)\b/);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    for (const href of hrefs) expect(href).toMatch(/^(#|\/(?!\/))/);
  });
});
