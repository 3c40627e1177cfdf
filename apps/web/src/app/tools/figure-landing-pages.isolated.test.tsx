import { SAMPLE_TOKEN_VALUES } from '@mergepix/core';
import { type ReactElement, type ReactNode, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ActionFiguresPage } from '@/features/tools/action-figure/landing-page';
import { MusicStarActionFiguresPage } from '@/features/tools/music-figure/landing-page';
import { RetroActionFiguresPage } from '@/features/tools/retro-figure/landing-page';
import { TvShowActionFiguresPage } from '@/features/tools/tv-figure/landing-page';
import { WrestlingActionFiguresPage } from '@/features/tools/wrestling-figure/landing-page';

// The generators are another folder's concern (and tested there); stubs keep these tests about the
// page around them, while still recording what the page passes in.
vi.mock('@/features/tools/action-figure/action-figure-creator', () => ({
  ActionFigureCreator: ({ tokens }: { tokens?: Record<string, string> }) => (
    <div data-testid="stub-creator" data-first-name={tokens?.FIRSTNAME} data-company={tokens?.COMPANY} />
  ),
}));
vi.mock('@/components/tool-kit/character-panel/character-generator', () => ({
  CharacterGenerator: ({ set, tokens }: { set: string; tokens?: Record<string, string> }) => (
    <div data-testid="stub-generator" data-set={set} data-first-name={tokens?.FIRSTNAME} />
  ),
}));

// The visitor's own values (the token store): the pages pass these, never the samples.
vi.mock('@/lib/tokens/use-token-values', () => ({
  useTokenValues: () => ({ values: { FIRSTNAME: 'Zed', COMPANY: 'Quill Works' }, ready: true }),
}));

// The page renders its generator when the visitor nears it (load-when-near.tsx); here, at once.
vi.mock('@/components/tool-kit/landing/load-when-near', () => ({
  LoadWhenNear: ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>,
}));

// Server-rendered markup is enough to check structure without a DOM (the web tests run in node).
const render = (page: ReactElement) => renderToStaticMarkup(<MemoryRouter>{page}</MemoryRouter>);
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

const ELEMENTS = [
  ['action-figures', <ActionFiguresPage key="a" />],
  ['retro', <RetroActionFiguresPage key="r" />],
  ['music', <MusicStarActionFiguresPage key="m" />],
  ['tv', <TvShowActionFiguresPage key="t" />],
  ['wrestling', <WrestlingActionFiguresPage key="w" />],
] as const;
// The generators are imported lazily: a first render starts those imports, and once they have
// settled the pages render whole.
for (const [, element] of ELEMENTS) render(element);
await new Promise((resolve) => setTimeout(resolve, 0));
const PAGES = ELEMENTS.map(([name, element]) => [name, render(element)] as const);
const html = Object.fromEntries(PAGES) as Record<(typeof PAGES)[number][0], string>;

describe.each(PAGES)('%s page markup', (_, page) => {
  it('has one h1 and never skips a heading level', () => {
    const levels = [...page.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
  });

  it('embeds the generator in #generator and points the hero button at it', () => {
    expect(page).toMatch(/<section id="generator"[^>]*>[\s\S]*data-testid="stub-(generator|creator)"/);
    const heroLink = page.match(/<a[^>]*data-testid="hero-generator-link"[^>]*>/)?.[0] ?? '';
    expect(heroLink).toContain('href="#generator"');
  });

  it('sends the hero button and the closing banner to the editor', () => {
    const editorLink = page.match(/<a[^>]*data-testid="hero-editor-link"[^>]*>/)?.[0] ?? '';
    expect(editorLink).toContain('href="/editor"');
    expect(page).toMatch(/data-testid="cta-banner"[\s\S]*href="\/editor"[^>]*>Start Creating Now/);
  });

  it('gives every picture a text alternative or hides it', () => {
    expect(page).not.toMatch(/<img(?![^>]*\balt=)/);
    for (const svg of page.match(/<svg[^>]*>/g) ?? []) {
      expect(svg).toMatch(
        /aria-hidden="true"|role="img"[^>]*aria-label="[^"]+"|aria-label="[^"]+"[^>]*role="img"/,
      );
    }
  });

  it('keeps element ids unique', () => {
    const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders the FAQ as a closed accordion', () => {
    expect(count(page, /data-testid="faq-item"/g)).toBeGreaterThanOrEqual(4);
    expect(page).not.toContain('data-open="true"');
    expect(page).toMatch(/<h3><button type="button"[^>]*aria-expanded="false"/);
  });
});

describe('character pages', () => {
  it.each([
    ['retro', 'retro', 'Explore All Characters'],
    ['music', 'music', 'Explore All Music Stars'],
    ['tv', 'tv', 'Explore All TV Characters'],
  ] as const)(
    '%s: generator set, 4 featured cards, 4 FAQ items, 6 use cases and the explore link',
    (key, set, label) => {
      const page = html[key];
      expect(page).toContain(`data-set="${set}"`);
      expect(page).toContain('data-first-name="Zed"');
      expect(page).not.toContain(`data-first-name="${SAMPLE_TOKEN_VALUES.FIRSTNAME}"`);
      expect(count(page, /data-testid="featured-character"/g)).toBe(4);
      expect(count(page, /data-testid="faq-item"/g)).toBe(4);
      expect(count(page, /data-testid="use-cases-item"/g)).toBe(6);
      expect(count(page, /data-testid="how-to-item"/g)).toBe(4);
      const explore = page.match(/<a[^>]*data-testid="explore-link"[^>]*>([^<]*)/);
      expect(explore?.[0]).toContain('href="/editor"');
      expect(explore?.[1]).toBe(label);
    },
  );

  it('shows the NEW FEATURE badge on the music page only', () => {
    expect(html.music).toMatch(/data-testid="landing-badge"[^>]*>[\s\S]*?NEW FEATURE/);
    for (const key of ['retro', 'tv', 'wrestling'] as const) expect(html[key]).not.toContain('NEW FEATURE');
  });
});

describe('wrestling page', () => {
  const page = html.wrestling;

  it('uses the documented heading and the wrestling generator', () => {
    expect(page).toMatch(/<h1[^>]*>Wrestling Legend <span[^>]*>Action Figures<\/span><\/h1>/);
    expect(page).toContain('data-set="wrestling"');
  });

  it('shows the four featured legends in a labelled carousel starting at slide 0', () => {
    const root = page.match(/<section[^>]*data-testid="legend-carousel"[^>]*>/)?.[0] ?? '';
    expect(root).toContain('aria-roledescription="carousel"');
    expect(root).toMatch(/aria-label="[^"]+"/);
    expect(root).toContain('data-index="0"');
    const slides = page.match(/<div[^>]*data-testid="legend-slide"[^>]*>/g) ?? [];
    expect(slides).toHaveLength(4);
    slides.forEach((slide, i) => {
      expect(slide).toContain('aria-roledescription="slide"');
      expect(slide).toContain(`aria-label="${i + 1} of 4"`);
      expect(slide).toContain(`data-index="${i}"`);
    });
    expect(page).toContain('aria-label="Next legend"');
    expect(page).toContain('aria-label="Previous legend"');
    expect(count(page, /aria-label="Go to legend \d"/g)).toBe(4);
  });
});

describe('action figures page', () => {
  const page = html['action-figures'];

  it('passes the visitor’s own values to the creator, never the samples', () => {
    expect(page).toContain('data-first-name="Zed"');
    expect(page).toContain('data-company="Quill Works"');
    expect(page).not.toContain(`data-company="${SAMPLE_TOKEN_VALUES.COMPANY}"`);
  });

  it('shows every template preview in the styles gallery and four use cases', () => {
    expect(count(page, /data-testid="style-card"/g)).toBe(13);
    expect(page).toMatch(/<img src="\/previews\/classic-blister\.png" alt="Classic Blister Pack[^"]*"/);
    expect(count(page, /data-testid="showcase-style"/g)).toBe(6);
    expect(count(page, /data-testid="use-cases-item"/g)).toBe(4);
    expect(count(page, /data-testid="detail-card"/g)).toBe(2);
  });
});
