import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SCRIPT_SAMPLES, textLayer } from '@mergepix/core';
import { createCanvas } from '@napi-rs/canvas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawTextLayers, measureTextLayer } from './text-layers.ts';

const box = { x: 0, y: 0, width: 600, height: 400 };

describe('text layers on the server', () => {
  it('registers a Noto fallback only when a text needs its script', () => {
    // Fonts are registered once per process, and other files in this worker may have drawn any
    // script already: the check runs in a process of its own.
    const probe = fileURLToPath(new URL('./registration-probe.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', probe], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({
      before: false,
      afterLatin: false,
      afterHebrew: true,
      direction: 'rtl',
    });
  });

  it('draws the issue’s greeting at one size for Kai and Zoë with real fonts, and two with "shrink"', () => {
    const greeting = 'Hi [FIRSTNAME], your summer picks are here';
    const layer = (fit: 'steady' | 'shrink') =>
      textLayer(greeting, { x: 0, y: 0, width: 600, height: 400 }, { fontSize: 72, fit });
    const steady = layer('steady');
    const sizes = ['Kai', 'Zoë', 'Maximiliana'].map(
      (name) => measureTextLayer(steady, { FIRSTNAME: name }).fontSize,
    );
    expect(new Set(sizes).size).toBe(1);
    expect(measureTextLayer(steady, { FIRSTNAME: 'Kai' }).lines.length).toBeGreaterThan(1);
    expect(sizes[0]).toBe(72);
    // Today's fit: "Kai" fits one line at 36 px, so it gets it; "Zoë" does not, and wraps at 72.
    const shrink = layer('shrink');
    expect(measureTextLayer(shrink, { FIRSTNAME: 'Kai' }).fontSize).toBe(36);
    expect(measureTextLayer(shrink, { FIRSTNAME: 'Zoë' }).fontSize).toBe(72);
  });

  it('draws Japanese and emoji names with real glyphs, emoji in colour', () => {
    const canvas = createCanvas(600, 200);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 600, 200);
    const [jp, emoji] = drawTextLayers(ctx, [
      textLayer('山田 花子', { x: 0, y: 0, width: 600, height: 100 }, { fontSize: 60 }),
      textLayer('🎉🎉', { x: 0, y: 100, width: 600, height: 100 }, { fontSize: 60 }),
    ]);
    // A missing glyph would be drawn as the same empty box for every character: real glyphs differ.
    expect(jp?.font).toMatch(/"Noto Sans SC".*"Noto Sans JP"/);
    expect(emoji?.font).toContain('"Noto Color Emoji"');
    const pixels = ctx.getImageData(0, 100, 600, 100).data;
    let coloured = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r = 0, g = 0, b = 0] = [pixels[i], pixels[i + 1], pixels[i + 2]];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured += 1;
    }
    expect(coloured).toBeGreaterThan(500);
    const a = measureTextLayer(textLayer('山', box, { fontSize: 40 })).lines[0]?.extent ?? 0;
    const b = measureTextLayer(textLayer('田', box, { fontSize: 40 })).lines[0]?.extent ?? 0;
    expect(a).toBeGreaterThan(30);
    expect(b).toBeGreaterThan(30);
  });

  it('shrinks a long company name to fit, measured with the real font', () => {
    const layout = measureTextLayer(
      textLayer(
        '[COMPANY]',
        { x: 0, y: 0, width: 300, height: 80 },
        { fontFamily: 'Anton', fontSize: 72, minFontSize: 10 },
      ),
      { COMPANY: 'Montgomery-Featherstonehaugh Logistics' },
    );
    expect(layout.fit).toBe('single-line');
    expect(layout.fontSize).toBeLessThan(72);
    expect(layout.lines[0]?.extent).toBeLessThanOrEqual(300);
  });
});

const piece = fc.constantFrom(...SCRIPT_SAMPLES);

describe('server text layers never draw outside their box', () => {
  it('holds with real fonts for random text, fonts and styles', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 500 }).map((p) => p.join('')),
        fc.record({
          fontFamily: fc.constantFrom(
            'Inter',
            'Anton',
            'Caveat',
            'Playfair Display',
            'Lobster',
            'Roboto Mono',
          ),
          width: fc.integer({ min: 20, max: 600 }),
          height: fc.integer({ min: 10, max: 400 }),
          fontSize: fc.integer({ min: 8, max: 120 }),
          strokeWidth: fc.constantFrom(0, 2, 10),
          italic: fc.boolean(),
          letterSpacing: fc.constantFrom(-2, 0, 4),
          lineHeight: fc.constantFrom(1, 1.5, 2.5),
          fontWeight: fc.constantFrom(400, 700),
        }),
        (text, s) => {
          const layer = textLayer(text, { x: 0, y: 0, width: s.width, height: s.height }, s);
          const layout = measureTextLayer(layer);
          for (const line of layout.lines)
            expect(line.extent).toBeLessThanOrEqual(s.width - s.strokeWidth + 1e-6);
          expect(layout.height).toBeLessThanOrEqual(s.height + 1e-6);
        },
      ),
      { numRuns: 50 },
    );
    // 50 layouts with real fonts: ~2–5 s alone, over 15 s beside the rest of CI on a loaded machine.
  }, 60_000);
});
