import { type DesignInput, designSchema, type TokenValues } from '@mergepix/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { greetingDesign } from '../../test-support/designs.ts';
import { makePhoto } from '../test-images.ts';
import { drawBase, LIVE_QUALITY, renderLive } from './live-draw.ts';
import { gridRegions, prepareLiveJpeg } from './live-spliced.ts';

// A spliced answer must be the picture a whole-frame encode gives, pixel for pixel: every MCU a
// layer changes has to be re-encoded, so a reach too small shows here as differing pixels.

let photo: Buffer;
beforeAll(async () => {
  photo = await makePhoto(800, 600, 3);
});

const decode = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
const hasRestarts = (bytes: Buffer) => bytes.includes(Buffer.from([0xff, 0xdd]));

async function compare(input: DesignInput, values: TokenValues, withPhoto = true) {
  const design = designSchema.parse({ width: 600, height: 400, format: 'jpg', ...input });
  const base = drawBase(design, withPhoto ? photo : null);
  const prepared = prepareLiveJpeg(
    base.encodeSync('jpeg', LIVE_QUALITY),
    renderLive(base, design, {}, 'jpg'),
  );
  expect(prepared).not.toBeNull();
  const spliced = renderLive(base, design, values, 'jpg', prepared);
  const whole = renderLive(base, design, values, 'jpg');
  const [a, b] = await Promise.all([decode(spliced), decode(whole)]);
  let differing = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differing++;
  return { spliced, whole, differing, sameSize: a.length === b.length };
}

const styled = (overrides: Partial<DesignInput['layers'][number]>): DesignInput =>
  greetingDesign({
    base: { kind: 'upload', path: 'uploads/u/photo.jpg' },
    layers: [
      { ...greetingDesign().layers[0], ...overrides } as DesignInput['layers'][number],
      greetingDesign().layers[1] as DesignInput['layers'][number],
    ],
  });

describe('spliced live JPEGs', () => {
  it.each([
    ['a plain name', { FIRSTNAME: 'Fresh2740', COMPANY: 'Company20' }],
    ['accents above and below', { FIRSTNAME: 'Ångström Çağ', COMPANY: 'Ünïcode Gmbh' }],
    ['a long name auto-fitted', { FIRSTNAME: 'Bartholomew-Maximilian Featherstonehaugh', COMPANY: 'Q' }],
    ['emoji', { FIRSTNAME: '🎉 Ada 🎊', COMPANY: 'Party ✨' }],
    ['Arabic', { FIRSTNAME: 'محمد عبد الله', COMPANY: 'شركة' }],
    ['Japanese', { FIRSTNAME: '山田 太郎', COMPANY: '株式会社' }],
    ['the fallbacks', {}],
  ])('gives the whole-frame picture for %s', async (_, values) => {
    const r = await compare(styled({ strokeWidth: 2, strokeColor: '#1e293b' }), values);
    expect(r.sameSize).toBe(true);
    expect(r.differing).toBe(0);
    expect(hasRestarts(r.spliced)).toBe(true);
    expect(hasRestarts(r.whole)).toBe(false);
  });

  it.each([
    ['a blurred, offset shadow', { shadow: { color: '#000000cc', blur: 12, offsetX: 6, offsetY: 9 } }],
    ['a wide, far shadow', { shadow: { color: '#000000', blur: 40, offsetX: -30, offsetY: 35 } }],
    ['italic, underlined, spaced', { italic: true, underline: true, letterSpacing: 6 }],
    ['a turned box', { rotation: 14 }],
    ['half opacity, right-aligned', { opacity: 0.5, align: 'right' as const }],
    ['a thick outline', { strokeWidth: 8, strokeColor: '#ff0000' }],
    [
      'several lines at the top',
      { text: 'Dear [FIRSTNAME], this is for you and your team', maxLines: 3, verticalAlign: 'top' as const },
    ],
    ['a box on the bottom-right edges', { box: { x: 380, y: 330, width: 220, height: 70 }, fontSize: 40 }],
  ])('gives the whole-frame picture with %s', async (_, style) => {
    const r = await compare(styled(style), { FIRSTNAME: 'Jørgen', COMPANY: 'Acme' });
    expect(r.differing).toBe(0);
    expect(hasRestarts(r.spliced)).toBe(true);
  });

  it('handles a size off the MCU grid and layers that overlap', async () => {
    const r = await compare(
      greetingDesign({
        width: 601,
        height: 333,
        layers: [
          {
            text: 'Hi [FIRSTNAME]!',
            box: { x: 20, y: 100, width: 400, height: 120 },
            fontFamily: 'Inter',
            fontSize: 60,
          },
          {
            text: '[COMPANY]',
            box: { x: 300, y: 150, width: 301, height: 183 },
            fontFamily: 'Inter',
            fontSize: 50,
            color: '#ff00ff',
          },
        ],
      }),
      { FIRSTNAME: 'Zoë', COMPANY: 'Overlap & Co' },
      false,
    );
    expect(r.differing).toBe(0);
    expect(hasRestarts(r.spliced)).toBe(true);
  });

  it('encodes the whole frame when the layers reach most of the picture', async () => {
    const r = await compare(
      greetingDesign({
        layers: [
          {
            text: '[FIRSTNAME]',
            box: { x: 0, y: 0, width: 600, height: 400 },
            fontFamily: 'Inter',
            fontSize: 200,
            maxLines: 2,
          },
        ],
      }),
      { FIRSTNAME: 'WWWW WWWW' },
    );
    expect(hasRestarts(r.spliced)).toBe(false);
    expect(r.spliced.equals(r.whole)).toBe(true);
  });

  it('merges regions until none overlap, on the MCU grid and inside the picture', () => {
    expect(
      gridRegions(
        [
          { x0: 5, y0: 5, x1: 40, y1: 20 },
          { x0: 30, y0: 18, x1: 50, y1: 40 },
          { x0: 200, y0: 5, x1: 601, y1: 20 },
        ],
        601,
        333,
      ),
    ).toEqual([
      { x0: 0, y0: 0, x1: 64, y1: 48 },
      { x0: 192, y0: 0, x1: 601, y1: 32 },
    ]);
  });
});
