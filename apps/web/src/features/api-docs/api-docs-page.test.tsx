import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { docSectionHeadingId } from '@/components/docs/doc-parts';
import { ApiDocsPage } from './api-docs-page';
import { API_DOCS_SECTIONS } from './api-docs-toc';
import { FALLBACK_ORIGIN } from './api-samples';

// Server-rendered markup is enough to check structure without a DOM (the web tests run in node).
const html = renderToStaticMarkup(
  <MemoryRouter initialEntries={['/developers/api']}>
    <ApiDocsPage />
  </MemoryRouter>,
);

describe('ApiDocsPage', () => {
  it('links every table-of-contents entry to its section, labelled by its heading', () => {
    const tocTargets = [...html.matchAll(/<a href="#([^"]+)"/g)].map((m) => m[1]);
    const sectionIds = [...html.matchAll(/<section id="([^"]+)"[^>]*data-testid="docs-section"/g)].map(
      (m) => m[1],
    );
    expect(tocTargets).toEqual(API_DOCS_SECTIONS.map((s) => s.id));
    expect(sectionIds).toEqual(API_DOCS_SECTIONS.map((s) => s.id));
    for (const section of API_DOCS_SECTIONS) {
      expect(html).toMatch(
        new RegExp(`<h2 id="${docSectionHeadingId(section.id)}"[^>]*>${section.label}</h2>`),
      );
    }
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents every endpoint the brief names, each with a copyable example', () => {
    for (const path of [
      '/rest/v1/designs',
      '/rest/v1/designs/{id}',
      '/rest/v1/designs/{id}/publish',
      '/rest/v1/designs/{id}/links',
      '/rest/v1/designs/{id}/stats',
      '/rest/v1/designs/{id}/batch',
      '/rest/v1/jobs/{id}',
      '/rest/v1/jobs/{id}/download',
      '/i/{publicId}.jpg',
      'Authorization: Bearer mpx_',
    ]) {
      expect(html).toContain(path);
    }
    const blocks = html.match(/data-testid="code-block"/g) ?? [];
    expect(blocks.length).toBeGreaterThanOrEqual(10);
    expect(html.match(/aria-label="Copy [^"]+"/g)).toHaveLength(blocks.length);
    expect(html).toContain('href="/account#api-keys"');
  });

  it('shows the countdowns and segments section: a design with both, a ticking GIF, and three platforms’ URLs', () => {
    const section = /<section id="countdowns"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(section).toMatch(/<h2 id="countdowns-title"[^>]*>Countdowns and segments<\/h2>/);
    expect(section).toContain('data-sample="sample-create-countdown"');
    expect(section).toContain('data-sample="sample-live-countdown"');
    expect(section).toContain('/rest/v1/designs');
    for (const field of [
      '&quot;countdown&quot;',
      '&quot;segments&quot;',
      '&quot;DEADLINE&quot;',
      '&quot;health care&quot;',
    ])
      expect(section).toContain(field);
    // Without a window the page's samples point at FALLBACK_ORIGIN; `&` is escaped in the markup.
    const url = `${FALLBACK_ORIGIN}/i/{publicId}.gif?`;
    for (const [platform, query] of [
      ['Mailchimp', 'firstname=*|URL:FNAME|*&amp;segment=*|URL:SEGMENT|*&amp;deadline=*|URL:DEADLINE|*'],
      [
        'HubSpot',
        'firstname={{ contact.firstname|urlencode }}&amp;segment={{ contact.segment|urlencode }}&amp;deadline={{ contact.deadline|urlencode }}',
      ],
      [
        'Klaviyo',
        'firstname={{ first_name|urlencode }}&amp;segment={{ segment|urlencode }}&amp;deadline={{ deadline|urlencode }}',
      ],
    ]) {
      expect(section).toContain(`>${platform}</td>`);
      expect(section).toContain(`${url}${query}</code>`);
    }
  });

  it('loads nothing from elsewhere', () => {
    expect(html).not.toMatch(/<(script|iframe|img)\b/);
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(#|\/(?!\/))/);
  });
});
