import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeaturesHubPage } from './features-hub-page';

// Server-rendered markup is enough to check structure without a DOM (the web tests run in node).
const html = renderToStaticMarkup(
  <MemoryRouter>
    <FeaturesHubPage />
  </MemoryRouter>,
);

describe('FeaturesHubPage markup', () => {
  it('renders eight cards, each linking to its landing page', () => {
    expect(html.match(/data-testid="feature-card"/g)).toHaveLength(8);
    const featureLinks = [...html.matchAll(/href="(\/features\/[a-z-]+)"/g)].map((m) => m[1]);
    expect(featureLinks).toHaveLength(8);
  });

  it('sends both buttons to the editor', () => {
    for (const testId of ['hub-try-editor', 'hub-view-all']) {
      const tag = html.match(new RegExp(`<a[^>]*data-testid="${testId}"[^>]*>`))?.[0] ?? '';
      expect(tag).toContain('href="/editor"');
    }
    expect(html).toContain('Try All Features In Our Editor');
    expect(html).toContain('View all features');
  });

  it('hides every illustration from assistive tech and shows one NEW FEATURE badge', () => {
    const svgs = html.match(/<svg[^>]*>/g) ?? [];
    expect(svgs.length).toBeGreaterThanOrEqual(8);
    for (const svg of svgs) expect(svg).toContain('aria-hidden="true"');
    expect(html.match(/data-testid="feature-badge"/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img(?![^>]*\balt=)/);
  });

  it('keeps SVG ids unique so gradients do not collide', () => {
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
