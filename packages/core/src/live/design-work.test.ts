import { describe, expect, it } from 'vitest';
import { designSchema } from './design-schema.ts';
import { designWork, MAX_RENDER_WORK } from './design-work.ts';

const layer = {
  text: 'Hi [FIRSTNAME]!',
  box: { x: 30, y: 40, width: 540, height: 140 },
  fontFamily: 'Inter',
  fontSize: 72,
  minFontSize: 24,
};
const banner = { name: 'Banner', base: { kind: 'color', color: '#123456' }, layers: [layer] } as const;

/** The issue's GIF bomb: 60 frames of 20 blurred, outlined auto-fit layers of 500 characters. */
function gifBomb() {
  const heavy = {
    ...layer,
    text: `[FIRSTNAME] ${'x'.repeat(480)}`,
    box: { x: 0, y: 0, width: 400, height: 240 },
    fontSize: 400,
    minFontSize: 8,
    strokeWidth: 20,
    shadow: { color: '#000000', blur: 50, offsetX: 0, offsetY: 0 },
  };
  return {
    name: 'Bomb',
    format: 'gif',
    width: 400,
    height: 240,
    base: { kind: 'color', color: '#000000' },
    layers: [],
    frames: Array.from({ length: 60 }, () => ({
      path: null,
      durationMs: 100,
      layers: Array(20).fill(heavy),
    })),
  };
}

describe('the work one open of a design may cost', () => {
  it('accepts what marketers make: a banner, a 2000×2000 poster with five layers, a 24-frame live GIF', () => {
    expect(designSchema.safeParse(banner).success).toBe(true);
    const poster = {
      ...banner,
      width: 2000,
      height: 2000,
      layers: Array.from({ length: 5 }, (_, i) => ({
        ...layer,
        box: { x: 0, y: i * 400, width: 2000, height: 400 },
        strokeWidth: 4,
        shadow: { color: '#000000', blur: 8, offsetX: 2, offsetY: 2 },
      })),
    };
    expect(designSchema.safeParse(poster).success).toBe(true);
    const gif = {
      ...gifBomb(),
      width: 600,
      height: 400,
      frames: Array.from({ length: 24 }, () => ({
        path: null,
        durationMs: 200,
        layers: [
          { ...layer, strokeWidth: 2 },
          { ...layer, text: '[COMPANY]', box: { ...layer.box, y: 200 } },
        ],
      })),
    };
    expect(designSchema.safeParse(gif).success).toBe(true);
  });

  it('refuses a live GIF bomb with a message naming the limit', () => {
    const parsed = designSchema.safeParse(gifBomb());
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => /pixel passes/.test(i.message));
    expect(issue?.message).toMatch(/over the limit of 40 million/);
    expect(issue?.path).toEqual(['frames']);
    expect(designWork(gifBomb())).toBeGreaterThan(10 * MAX_RENDER_WORK);
  });

  it('counts blur, outlines and the text measured while fitting', () => {
    const plain = designWork({ width: 600, height: 400, layers: [layer] });
    expect(designWork({ width: 600, height: 400, layers: [{ ...layer, strokeWidth: 2 }] })).toBeGreaterThan(
      plain,
    );
    expect(
      designWork({ width: 600, height: 400, layers: [{ ...layer, shadow: { blur: 20 } }] }),
    ).toBeGreaterThan(plain * 4);
    expect(
      designWork({ width: 600, height: 400, layers: [{ ...layer, text: 'x'.repeat(400) }] }),
    ).toBeGreaterThan(plain);
  });
});
