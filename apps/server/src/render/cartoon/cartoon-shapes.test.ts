import { CARTOON_THEMES } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { makePortrait } from '../test-images.ts';
import { renderCartoon } from './cartoon.ts';
import { edgeMap, edgeOverlap, tonesAndRegions } from './cartoon-structure.ts';

// Themes change the picture's shapes, not only its colours (docs/product.md#cartoon-generator):
// the same photo in two themes has different edges (lines of another width or kind, textures,
// cells, blocks) and a different number of tones or regions.
const S = 512;
const size = { width: S, height: S };

describe('cartoon themes change shapes', () => {
  it('gives every pair of themes (and the default look) different edges, tones or regions', async () => {
    const photo = await makePortrait(S, S, 5);
    const names = ['default', ...CARTOON_THEMES.map((t) => t.id)];
    const outs = await Promise.all([
      renderCartoon({ reference: photo, size }),
      ...CARTOON_THEMES.map((t) => renderCartoon({ reference: photo, size, style: t.label })),
    ]);
    const edges = await Promise.all(outs.map((o) => edgeMap(o)));
    const counts = await Promise.all(outs.map((o) => tonesAndRegions(o)));

    // Edges: a pair shares at most 60% of its edge pixels, counting an edge as shared when the
    // other picture has one within a pixel (a recoloured copy of the same shapes shares ~80%+).
    const alike: string[] = [];
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < names.length; j++) {
        const overlap = edgeOverlap(edges[i] as Uint8Array, edges[j] as Uint8Array, S, 1);
        if (overlap >= 0.6) alike.push(`${names[i]} / ${names[j]}: ${overlap.toFixed(2)}`);
      }
    expect(alike).toEqual([]);

    // Flat regions: each theme has 15% more or fewer tones or regions than the default look.
    const base = counts[0] as { tones: number; regions: number };
    const change = (a: number, b: number) => Math.abs(a - b) / Math.max(a, b);
    const same = names.slice(1).filter((_, k) => {
      const c = counts[k + 1] as { tones: number; regions: number };
      return change(c.tones, base.tones) < 0.15 && change(c.regions, base.regions) < 0.15;
    });
    expect(same, JSON.stringify(counts.map((c, k) => [names[k], c.tones, c.regions]))).toEqual([]);
  }, 120_000);
});
