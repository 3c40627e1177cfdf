import { CARTOON_THEMES } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { makePortrait } from '../test-images.ts';
import { renderCartoon } from './cartoon.ts';
import { edgeMap, edgeOverlap, tonesAndRegions } from './cartoon-structure.ts';

// Themes change the picture's shapes, not only its colours (docs/product.md#cartoon-generator):
// the same photo in two themes has different edges (lines of another width or kind, textures,
// cells, blocks) and a different number of tones, regions or edge pixels.
const S = 512;
const size = { width: S, height: S };

describe('cartoon themes change shapes', () => {
  it('gives every pair of themes (and the default look) different edges, and each its own tones, regions or line work', async () => {
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

    // Flat regions and line work: each theme has 15% more or fewer tones, regions or edge pixels
    // than the default look.
    const signature = names.map((_, k) => {
      const c = counts[k] as { tones: number; regions: number };
      return [c.tones, c.regions, (edges[k] as Uint8Array).reduce((a, b) => a + b, 0)];
    });
    const change = (a: number, b: number) => Math.abs(a - b) / Math.max(a, b, 1);
    const base = signature[0] as number[];
    const same = names.filter(
      (_, k) => k > 0 && (signature[k] as number[]).every((v, m) => change(v, base[m] as number) < 0.15),
    );
    expect(same, JSON.stringify(names.map((n, k) => [n, ...(signature[k] as number[])]))).toEqual([]);
  }, 120_000);
});
