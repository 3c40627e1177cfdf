import {
  ACTION_FIGURE_TEMPLATES,
  ASPECT_RATIOS,
  type AspectRatio,
  CHARACTER_SETS,
  clipText,
  type FigureDetails,
  FIGURE_DETAILS_LIMITS as L,
  SCRIPT_SAMPLES,
  seededRandom,
  type TextLayer,
  type TextLayout,
} from '@mergepix/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { sizeForAspectRatio } from '../size.ts';
import { measureTextLayer } from '../text/text-layers.ts';
import { packChoices } from './action-figure.ts';
import { type Box, type PackLayout, packLayout } from './pack-layout.ts';

/** `pieces` repeated until the text is `max` code points long, cut there. */
const longest = (pieces: readonly string[], max: number) => {
  let text = '';
  for (let i = 0; [...text].length < max; i++) text += pieces[i % pieces.length];
  return clipText(text, max);
};

const random = seededRandom(35);
const mixed = (max: number) =>
  longest(
    Array.from({ length: max }, () => SCRIPT_SAMPLES[Math.floor(random() * SCRIPT_SAMPLES.length)] ?? 'a'),
    max,
  );

/** The longest values core's schema allows, in several scripts. */
const SCRIPTS: Record<string, (max: number) => string> = {
  latin: (max) => longest(['Maximiliana ', 'Featherstonehaugh-Montgomery ', 'Ñúñez ', 'Łukasz '], max),
  cjk: (max) => longest(['山田', 'ひカ', '한국', '花子'], max),
  arabic: (max) => longest(['مريم ', 'الحربي ', 'رحمة '], max),
  mixed,
};

interface Case {
  style: string;
  details: FigureDetails;
}

/** Every package style: the creator's templates with all four words, and every character set's figures. */
function cases(script: (max: number) => string): Case[] {
  const words = {
    name: script(L.name),
    jobTitle: script(L.jobTitle),
    company: script(L.company),
  };
  const accessory = script(L.accessory);
  const templates = ACTION_FIGURE_TEMPLATES.map((t) => ({
    style: t.name,
    details: {
      title: t.name,
      packaging: t.packaging,
      accessories: t.accessories.map(() => accessory),
      ...words,
    },
  }));
  const characters = Object.values(CHARACTER_SETS)
    .flat()
    .map((c) => ({
      style: c.title,
      details: { title: c.title, name: words.name, packaging: c.packaging, accessories: [...c.additions] },
    }));
  return [
    ...templates,
    ...characters,
    // A title at its limit too, on the first template.
    { style: 'longest title', details: { ...templates[0]?.details, title: script(L.title) } },
  ];
}

function layoutOf(width: number, height: number, details: FigureDetails): PackLayout {
  const c = packChoices({ prompt: 'x', details });
  return packLayout(width, height, {
    title: c.title,
    name: c.firstName,
    subtitle: c.subtitle,
    accessories: c.accessories,
  });
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.w - 1e-6 && b.x < a.x + a.w - 1e-6 && a.y < b.y + b.h - 1e-6 && b.y < a.y + a.h - 1e-6;
const inside = (a: Box, outer: Box) =>
  a.x >= outer.x - 1e-6 &&
  a.y >= outer.y - 1e-6 &&
  a.x + a.w <= outer.x + outer.w + 1e-6 &&
  a.y + a.h <= outer.y + outer.h + 1e-6;
const boxOf = (b: { x: number; y: number; width: number; height: number }): Box => ({
  x: b.x,
  y: b.y,
  w: b.width,
  h: b.height,
});

const scratch = createCanvas(1, 1).getContext('2d');

// Many styles share a text block (the same name in a box of the same size): each distinct one is
// laid out once. Long CJK text takes the layout hundreds of measurements (~0.5 ms each).
const layouts = new Map<string, TextLayout>();
function measured(layer: TextLayer): { layout: TextLayout; first: boolean } {
  // Where the box is does not change the layout: only its size and the text's style do.
  const key = JSON.stringify({ ...layer, box: { w: layer.box.width, h: layer.box.height } });
  const known = layouts.get(key);
  if (known) return { layout: known, first: false };
  const layout = measureTextLayer(layer);
  layouts.set(key, layout);
  return { layout, first: true };
}

/** What is drawn fits the box: the layout's lines, and each line measured again on its own. */
function expectFits(layer: TextLayer, where: string) {
  const { layout: drawn, first } = measured(layer);
  if (!first) return;
  // Something is drawn: a block too small for the 8 px minimum would silently print nothing.
  expect(drawn.lines.length, `${where} lines`).toBeGreaterThan(0);
  expect(drawn.height, `${where} height`).toBeLessThanOrEqual(layer.box.height + 1e-6);
  scratch.font = drawn.font;
  for (const line of drawn.lines) {
    expect(line.extent, `${where} line`).toBeLessThanOrEqual(layer.box.width + 1e-6);
    expect(scratch.measureText(line.text).width, `${where} line`).toBeLessThanOrEqual(layer.box.width + 0.5);
  }
}

// The boxes are the same whatever the script; what the script changes is how the text fits them.
// Latin and Arabic at every aspect ratio; CJK (the slowest to lay out: ~2 s for its 243-character
// job title and company) at the square and on the smallest card (16:9), and the random mix of
// every script (emoji, Devanagari, Hebrew…) at the square.
const RATIOS: Record<string, readonly AspectRatio[]> = {
  latin: ASPECT_RATIOS,
  arabic: ASPECT_RATIOS,
  cjk: ['1:1', '16:9'],
  mixed: ['1:1'],
};
const RUNS = Object.entries(SCRIPTS).flatMap(([script, words]) =>
  (RATIOS[script] ?? []).map((ratio) => ({ script, words, ratio })),
);

describe('blister card layout, longest values', () => {
  it.each(RUNS)(
    'keeps every $script text block in a box of its own at $ratio, each text fitting it',
    ({ words, ratio }) => {
      const { width, height } = sizeForAspectRatio(ratio);
      for (const { style, details } of cases(words)) {
        const layout = layoutOf(width, height, details);
        const where = `${style} at ${ratio}`;
        // Below the hang tab, inside the card.
        const face: Box = { ...layout.card, y: layout.card.y + layout.tab, h: layout.card.h - layout.tab };
        const texts = layout.texts.map((t) => ({ role: t.role, box: boxOf(t.layer.box), layer: t.layer }));
        expect(
          texts.map((t) => t.role),
          where,
        ).toEqual(expect.arrayContaining(['series', 'title', 'name', 'print-left', 'print-right']));
        if (details.jobTitle)
          expect(
            texts.map((t) => t.role),
            where,
          ).toContain('subtitle');
        expect(inside(layout.badge.box, face), `${where}: badge`).toBe(true);
        for (const slot of layout.slots)
          expect(intersects(layout.badge.box, slot), `${where}: badge`).toBe(false);

        const labels = texts.filter((t) => t.role === 'accessory');
        expect(labels).toHaveLength(layout.slots.length);
        labels.forEach((t, i) => {
          expect(inside(t.box, layout.slots[i] as Box), `${where}: label ${i}`).toBe(true);
        });

        texts.forEach((a, i) => {
          expect(inside(a.box, face), `${where}: ${a.role} inside the card`).toBe(true);
          expect(intersects(a.box, layout.badge.box), `${where}: ${a.role} clear of the badge`).toBe(false);
          if (a.role !== 'accessory')
            for (const picture of [layout.bubble, ...layout.slots])
              expect(intersects(a.box, picture), `${where}: ${a.role} clear of the bubble`).toBe(false);
          for (const b of texts.slice(i + 1))
            expect(intersects(a.box, b.box), `${where}: ${a.role} × ${b.role}`).toBe(false);
          expectFits(a.layer, `${where}: ${a.role}`);
        });
      }
    },
    120_000,
  );
});

describe('blister card layout at 1024 px', () => {
  // 80 CJK characters of name, 243 of job title and company, need more lines than a narrow or wide
  // card's panel holds at the 8 px minimum: there they end with "…" (inside their box, as above).
  it.each([
    ['latin', ASPECT_RATIOS],
    ['arabic', ASPECT_RATIOS],
    ['cjk', ['1:1']],
  ] as const)('prints the longest %s name, job title and company whole at %s', (script, ratios) => {
    const words = SCRIPTS[script] as (max: number) => string;
    for (const ratio of ratios) {
      const { width, height } = sizeForAspectRatio(ratio);
      const layout = layoutOf(width, height, {
        title: 'Vintage Cardback',
        name: words(L.name),
        jobTitle: words(L.jobTitle),
        company: words(L.company),
      });
      for (const role of ['title', 'name', 'subtitle'] as const) {
        const text = layout.texts.find((t) => t.role === role);
        expect(text, role).toBeDefined();
        const drawn = measured(text?.layer ?? expect.unreachable()).layout;
        expect(drawn.truncated, `${role} at ${ratio}: ${drawn.fit} at ${drawn.fontSize}px`).toBe(false);
      }
    }
  });

  it('gives the name the subtitle’s row when there is no job title or company', () => {
    const [withSubtitle, without] = [{ jobTitle: 'Head of Growth', company: 'Acme Rockets' }, {}].map(
      (extra) => layoutOf(1024, 1024, { title: 'Vintage Cardback', name: 'Ava', ...extra }),
    );
    const name = (l?: PackLayout) => l?.texts.find((t) => t.role === 'name')?.layer.box.height ?? 0;
    expect(name(without)).toBeGreaterThan(name(withSubtitle) * 1.4);
    expect(without?.texts.some((t) => t.role === 'subtitle')).toBe(false);
  });
});
