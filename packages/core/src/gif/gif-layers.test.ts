import { describe, expect, it } from 'vitest';
import { newGifToken, totalDurationSeconds } from './gif-defaults.ts';
import { gifEmailCopy } from './gif-email.ts';
import { gifFrameLayers, gifHasTokens, gifTokenBox, gifTokenText } from './gif-layers.ts';
import { gifProjectSchema } from './gif-project.ts';

describe('GIF tokens', () => {
  it('start as white Impact [FIRSTNAME] at 24 px in the middle, and unset fonts read as Arial', () => {
    const token = newGifToken('t1');
    expect(token).toMatchObject({ value: '[FIRSTNAME]', x: 50, y: 50, fontSize: 24, color: '#ffffff' });
    expect(token).toMatchObject({ opacity: 1, fontFamily: 'Impact', type: 'text' });
    const parsed = gifProjectSchema.parse({
      frames: [{ id: 'f', imageId: null, duration: 500, tokens: [{ id: 't', type: 'text' }] }],
    });
    expect(parsed.frames[0]?.tokens[0]?.fontFamily).toBe('Arial');
    expect(parsed).toMatchObject({ width: 400, height: 400, emailOptimized: true });
  });

  it('keeps a token centred on its point, and inside the frame near an edge', () => {
    const centre = gifTokenBox({ x: 50, y: 50, fontSize: 24 }, 400, 300);
    expect(centre.x + centre.width / 2).toBeCloseTo(200);
    expect(centre.y + centre.height / 2).toBeCloseTo(150);
    const edge = gifTokenBox({ x: 98, y: 99, fontSize: 72 }, 400, 300);
    expect(edge.x + edge.width).toBeLessThanOrEqual(400);
    expect(edge.y + edge.height).toBeLessThanOrEqual(300);
    expect(edge.width).toBeGreaterThanOrEqual(160);
    const tiny = gifTokenBox({ x: 50, y: 50, fontSize: 72 }, 100, 100);
    expect(tiny).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });

  it('fills values, then the placeholder, then reads naturally', () => {
    const token = newGifToken('t', { value: 'Hi [FIRSTNAME]!' });
    expect(gifTokenText(token, { FIRSTNAME: 'Zoë' })).toBe('Hi Zoë!');
    expect(gifTokenText(token, {})).toBe('Hi there!');
    expect(gifTokenText({ ...token, placeholder: 'friend' }, {})).toBe('Hi friend!');
    const layers = gifFrameLayers(
      { tokens: [token, newGifToken('u', { value: '[COMPANY]', opacity: 0.5 })] },
      400,
      400,
      {
        FIRSTNAME: 'Ana',
        COMPANY: 'Acme',
      },
    );
    expect(layers.map((l) => l.text)).toEqual(['Hi Ana!', 'Acme']);
    expect(layers[1]?.opacity).toBe(0.5);
    expect(layers[0]?.autoFit).toBe(true);
  });

  it('know when a GIF is personal and how long it runs', () => {
    expect(gifHasTokens([{ tokens: [newGifToken('a', { value: 'Sale' })] }])).toBe(false);
    expect(gifHasTokens([{ tokens: [] }, { tokens: [newGifToken('a')] }])).toBe(true);
    expect(totalDurationSeconds([{ duration: 500 }, { duration: 750 }, { duration: 50 }])).toBe(1.3);
  });
});

describe('GIF e-mail previews', () => {
  it('greet by first name, or fall back per template', () => {
    expect(gifEmailCopy('centered', { FIRSTNAME: 'Ana' }).heading).toContain('Ana');
    expect(gifEmailCopy('centered', {}).heading).toContain('Valued Customer');
    expect(gifEmailCopy('left', { FIRSTNAME: ' ' }).heading).toBe('Hi there,');
    expect(gifEmailCopy('announcement', {}).body).toContain('our valued customer');
  });
});
