import { beforeAll, describe, expect, it } from 'vitest';
import { renderCartoon } from './cartoon/cartoon.ts';
import { renderCrazy } from './crazy/crazy.ts';
import { renderActionFigure } from './figures/action-figure.ts';
import { renderGhibli } from './ghibli/ghibli.ts';
import { renderMeme } from './meme/meme.ts';
import { renderScene } from './scene/scene.ts';
import { imageInfo, makePhoto, pixelDifference } from './test-images.ts';

const small = { size: { width: 384, height: 384 } };

// Each renderer with a personal name and an optional reference, at the small test size.
const RENDERERS: Record<string, (name: string, reference?: Buffer) => Promise<Buffer>> = {
  'action-figure': (name, reference) =>
    renderActionFigure({
      ...small,
      prompt: 'Additional accessories include: Laptop and Pen.',
      details: { name, accessories: ['Laptop', 'Pen'] },
      reference,
    }),
  ghibli: (name, reference) =>
    renderGhibli({ ...small, prompt: 'A small town at sunset', details: { characterName: name }, reference }),
  cartoon: (name, reference) =>
    renderCartoon({ ...small, style: 'Retro Comic', caption: `Hi ${name}!`, reference }),
  meme: (name, reference) =>
    renderMeme({ ...small, topText: `when ${name}`, bottomText: 'opens the email', reference }),
  // The AI image letters a name only where the prompt asks for words (docs/product.md#ai-image-and-crazy-image).
  scene: (name, reference) =>
    renderScene({
      ...small,
      prompt: `A birthday cake and a sign saying "Happy birthday, ${name}!"`,
      reference,
    }),
  crazy: (name, reference) => renderCrazy({ ...small, prompt: 'dream', caption: name, reference }),
};

let photo: Buffer;
beforeAll(async () => {
  photo = await makePhoto(320, 240);
});

describe.each(Object.entries(RENDERERS))('%s renderer', (_kind, render) => {
  it('returns a JPEG of the requested size', async () => {
    expect(await imageInfo(await render('Ava'))).toEqual({ format: 'jpeg', width: 384, height: 384 });
  });

  it('is deterministic: same input, identical bytes', async () => {
    const [a, b] = await Promise.all([render('Ava'), render('Ava')]);
    expect(a.equals(b)).toBe(true);
  });

  it('personalizes: a different name changes the pixels', async () => {
    const [a, b] = await Promise.all([render('Ava'), render('Noor')]);
    expect(await pixelDifference(a, b)).toBeGreaterThan(0.05);
  });

  it('uses the reference image when one is given', async () => {
    const [a, b] = await Promise.all([render('Ava'), render('Ava', photo)]);
    expect(await pixelDifference(a, b)).toBeGreaterThan(1);
  });
});

describe('default size', () => {
  it('renders 1024 px by default and follows the aspect ratio', async () => {
    const [figure, ghibli, scene] = await Promise.all([
      renderActionFigure({ prompt: 'x' }),
      renderGhibli({ prompt: 'x' }),
      renderScene({ prompt: 'x', aspectRatio: '9:16' }),
    ]);
    expect(await imageInfo(figure)).toMatchObject({ width: 1024, height: 1024 });
    expect(await imageInfo(ghibli)).toMatchObject({ width: 1024, height: 1024 });
    expect(await imageInfo(scene)).toMatchObject({ width: 576, height: 1024 });
  });
});
