import { getFeature } from '@mergepix/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AcceleratedFeatures, AdvancedAiBanner } from './advanced-ai';
import type { StudioTool } from './studio-tool';
import { VideoPromo } from './video-promo';

function tool(id: string): StudioTool {
  const feature = getFeature(id);
  if (!feature) throw new Error(id);
  return { feature, Tool: () => null, preload: async () => undefined };
}

const noop = () => undefined;

describe('Advanced AI', () => {
  it('shows only the shortcuts whose tools are built, in the documented order', () => {
    const html = renderToStaticMarkup(
      <AdvancedAiBanner tools={[tool('video'), tool('action-figure'), tool('tv-figure')]} onOpen={noop} />,
    );
    expect([...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((m) => m[1])).toEqual([
      'Create action figure',
      'Convert to video',
    ]);
  });

  it('lists the built tools tagged Fast, and nothing when none is built', () => {
    const html = renderToStaticMarkup(
      <AcceleratedFeatures tools={[tool('music-figure'), tool('action-figure')]} onOpen={noop} />,
    );
    expect(html).toContain('AI Accelerated Features');
    expect(html).toContain('Action figure');
    expect(html).not.toContain('Music star figure');
    expect(renderToStaticMarkup(<AcceleratedFeatures tools={[tool('music-figure')]} onOpen={noop} />)).toBe(
      '',
    );
  });
});

describe('VideoPromo', () => {
  it('offers Try Now and Learn More (to the studio)', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <VideoPromo onTry={noop} onDismiss={noop} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<button[^>]*>Try Now<\/button>/);
    expect(html).toMatch(/<a[^>]*href="\/editor"[^>]*>Learn More<\/a>/);
  });
});
