import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageInfo, makePhoto, pixelDifference } from '../test-images.ts';
import { memeOutputSize, renderMeme } from './meme.ts';

describe('meme renderer', () => {
  it('keeps the template at its own size and draws the top text over it', async () => {
    const template = await makePhoto(400, 300, 5);
    const meme = await renderMeme({ reference: template, topText: 'one does not simply', bottomText: '' });
    expect(await imageInfo(meme)).toMatchObject({ width: 400, height: 300 });
    const plain = await sharp(template).jpeg({ quality: 85 }).toBuffer();
    const top = { left: 0, top: 0, width: 400, height: 60 };
    const bottom = { left: 0, top: 240, width: 400, height: 60 };
    expect(await pixelDifference(meme, plain, top)).toBeGreaterThan(8);
    expect(await pixelDifference(meme, plain, bottom)).toBeLessThan(4);
  });

  it('shrinks big templates to 1024 and covers to an aspect ratio when asked', async () => {
    const big = await makePhoto(2048, 1024, 6);
    expect(await memeOutputSize({ reference: big })).toEqual({ width: 1024, height: 512 });
    expect(await memeOutputSize({ reference: big, aspectRatio: '1:1' })).toEqual({
      width: 1024,
      height: 1024,
    });
    const covered = await renderMeme({ reference: big, aspectRatio: '4:3', topText: 'x' });
    expect(await imageInfo(covered)).toMatchObject({ width: 1024, height: 768 });
  });

  it('applies text options (stroke off, lower case) deterministically', async () => {
    const reference = await makePhoto(300, 300, 7);
    const input = { reference, topText: 'Hello Ava', text: { strokeWidth: 0, textCase: 'none' as const } };
    const [a, b, upper] = await Promise.all([
      renderMeme(input),
      renderMeme(input),
      renderMeme({ reference, topText: 'Hello Ava' }),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(upper)).toBe(false);
  });

  it('puts transparent templates on white, not black', async () => {
    const clear = await sharp({
      create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { channels } = await sharp(await renderMeme({ reference: clear })).stats();
    expect(channels[0]?.mean).toBeGreaterThan(250);
  });
});
