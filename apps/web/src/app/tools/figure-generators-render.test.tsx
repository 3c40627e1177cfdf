import { CHARACTER_SETS, type CharacterSetId } from '@mergepix/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CharacterGenerator } from '@/components/tool-kit/character-panel/character-generator';
import { ActionFigureCreator } from '@/features/tools/action-figure/action-figure-creator';

// No DOM library is installed: the components render to HTML on the server and the markup is checked.
const tokens = { FIRSTNAME: 'Ava', LASTNAME: 'Stone', COMPANY: 'Acme', EMAIL: 'ava@example.com' };
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const tagWith = (html: string, testId: string) =>
  html.match(new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>`))?.[0] ?? '';

describe('CharacterGenerator markup', () => {
  it.each(Object.keys(CHARACTER_SETS) as CharacterSetId[])('%s: first 8 cards, the first selected', (set) => {
    const html = renderToStaticMarkup(<CharacterGenerator set={set} tokens={tokens} />);
    expect(count(html, /data-testid="character-card"/g)).toBe(8);
    expect(count(html, /data-selected="true"/g)).toBe(1);
    const first = CHARACTER_SETS[set][0];
    expect(html).toMatch(/data-testid="character-card" data-selected="true" aria-pressed="true"/);
    expect(html).toContain(first?.title);
    expect(html).toContain(`${CHARACTER_SETS[set].length} `);
    expect(tagWith(html, 'generate-figure')).not.toMatch(/\sdisabled=/);
    expect(tagWith(html, 'randomize')).not.toMatch(/\sdisabled=/);
    expect(html).toContain('Generate Figure');
    expect(html).toContain('The name tag on the packaging reads &quot;Ava&quot;');
  });

  it('uses the legend wording for wrestling and character wording elsewhere', () => {
    const wrestling = renderToStaticMarkup(<CharacterGenerator set="wrestling" />);
    expect(wrestling).toContain('Show All Legends');
    expect(wrestling).toContain('Selected Legend');
    expect(wrestling).toContain('Figure Details');
    expect(wrestling).toMatch(/role="radio" aria-checked="true"[^>]*>DALL-E 3/);
    const retro = renderToStaticMarkup(<CharacterGenerator set="retro" />);
    expect(retro).toContain('Show All Characters');
    expect(retro).toContain('Selected Character');
    expect(retro).toContain('Character Details');
    expect(retro).toMatch(/role="radio" aria-checked="true"[^>]*>Gemini AI/);
  });

  it('keeps Advanced Options collapsed behind a disclosure button', () => {
    const html = renderToStaticMarkup(<CharacterGenerator set="tv" />);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*?Advanced Options/);
    expect(html).toContain('Figure Pose');
  });

  it('leaves the name tag out without FIRSTNAME', () => {
    expect(renderToStaticMarkup(<CharacterGenerator set="music" />)).not.toContain('name tag');
  });
});

describe('ActionFigureCreator markup', () => {
  const html = renderToStaticMarkup(<ActionFigureCreator tokens={tokens} />);

  it('shows the 13 styles with sized, lazy previews and the first one selected', () => {
    expect(count(html, /data-testid="style-option"/g)).toBe(13);
    expect(html).toMatch(/data-style="classic-blister" data-selected="true" aria-pressed="true"/);
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images).toHaveLength(13);
    for (const img of images) {
      expect(img).toMatch(/src="\/previews\/[a-z0-9-]+\.png"/);
      expect(img).toMatch(/alt="[^"]+"/);
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('width="512"');
    }
  });

  it('prefills the name and company from the tokens', () => {
    expect(html).toContain('value="Ava Stone"');
    expect(html).toContain('value="Acme"');
    expect(html).toContain('placeholder="Leave empty to match your company"');
  });

  it('offers the ten quick accessories and the two actions', () => {
    for (const item of ['Laptop', 'Coffee Mug', 'Business Cards', 'Pen']) {
      expect(html).toMatch(new RegExp(`aria-pressed="false"[^>]*>(<[^>]+>)*${item}<`));
    }
    expect(html).toContain('Create Action Figure');
    expect(tagWith(html, 'create-figure')).not.toMatch(/\sdisabled=/);
    expect(tagWith(html, 'randomize')).not.toMatch(/\sdisabled=/);
  });

  it('keeps element ids unique', () => {
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
