import { type AspectRatio, seededRandom } from '@mergepix/core';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hashDistance } from '../image-hash.ts';
import { imageInfo, meanLuminance, pixelDifference } from '../test-images.ts';
import { renderScene } from './scene.ts';
import { SUBJECTS, type SubjectId } from './scene-lexicon.ts';
import { SUBJECT_DRAWERS } from './subjects.ts';

const SIZE = { width: 320, height: 320 };
const render = (prompt: string, extra: { aspectRatio?: AspectRatio } = {}) =>
  renderScene({ prompt, ...(extra.aspectRatio ? { aspectRatio: extra.aspectRatio } : { size: SIZE }) });

/** Share of pixels (0-1) that differ by more than a JPEG's noise between two same-sized images. */
async function changedShare(a: Buffer, b: Buffer): Promise<number> {
  const raw = (img: Buffer) => sharp(img).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let changed = 0;
  for (let i = 0; i < x.length; i += 3) {
    const d = Math.abs((x[i] ?? 0) - (y[i] ?? 0)) + Math.abs((x[i + 1] ?? 0) - (y[i + 1] ?? 0));
    if (d + Math.abs((x[i + 2] ?? 0) - (y[i + 2] ?? 0)) > 60) changed++;
  }
  return changed / (x.length / 3);
}

describe('renderScene', () => {
  it('is deterministic: the same request gives the same bytes', async () => {
    const [a, b] = await Promise.all([
      render('a cat on a beach at sunset'),
      render('a cat on a beach at sunset'),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it('draws different prompts as visibly different pictures', async () => {
    const prompts = [
      'a cat on a beach at sunset',
      'a robot in a neon city at night',
      'two dogs in a park',
      'an astronaut in space',
      'a laptop and coffee in an office',
      'fish under the sea',
      'a snowman in the snow',
      'a fox in the forest at dawn',
    ];
    const images = await Promise.all(prompts.map((p) => render(p)));
    const [cat, robot] = images as [Buffer, Buffer];
    expect(await hashDistance(cat, robot)).toBeGreaterThan(0.35);
    for (let i = 0; i < images.length; i++)
      for (let j = i + 1; j < images.length; j++)
        expect(
          await hashDistance(images[i] as Buffer, images[j] as Buffer),
          `${prompts[i]} / ${prompts[j]}`,
        ).toBeGreaterThan(0.3);
  });

  it('draws what the prompt names: a dog instead of a cat changes the foreground', async () => {
    const [cat, dog] = await Promise.all([
      render('a cat on a beach at noon'),
      render('a dog on a beach at noon'),
    ]);
    const foreground = { left: 60, top: 150, width: 200, height: 140 };
    expect(await pixelDifference(cat, dog, foreground)).toBeGreaterThan(8);
  });

  it('makes night darker than noon', async () => {
    for (const place of ['on a beach', 'in a city', 'in a kitchen with a cake']) {
      const [night, noon] = await Promise.all([
        render(`a cat ${place} at night`),
        render(`a cat ${place} at noon`),
      ]);
      expect((await meanLuminance(noon)) - (await meanLuminance(night)), place).toBeGreaterThan(40);
    }
  });

  it('prints no word of the prompt unless it asks for words', async () => {
    // Two prompts that mean the same scene and differ in a name give the same picture: no text.
    const [a, b] = await Promise.all([
      render('a dog named Bartholomew on a beach at sunset, made for Quincy Adeyemi'),
      render('a dog named Li on a beach at sunset, made for Ava'),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it('letters asked-for words small: on the sign, or in a caption at the bottom', async () => {
    const [ava, noor] = await Promise.all([
      render('a dog holding a sign saying "Happy birthday, Ava!"'),
      render('a dog holding a sign saying "Happy birthday, Noor!"'),
    ]);
    const onSign = await changedShare(ava, noor);
    expect(onSign).toBeGreaterThan(0.001);
    expect(onSign).toBeLessThan(0.05);
    const [hi, bye] = await Promise.all([
      render('a cat in a park with the words Hi Sam'),
      render('a cat in a park with the words Bye Kim'),
    ]);
    const inCaption = await changedShare(hi, bye);
    expect(inCaption).toBeGreaterThan(0.001);
    expect(inCaption).toBeLessThan(0.05);
    // The caption sits in the bottom tenth of the picture; the scene above it is unchanged.
    expect(await pixelDifference(hi, bye, { left: 0, top: 0, width: 320, height: 270 })).toBe(0);
  });

  it('fills every aspect ratio edge to edge', async () => {
    const ratios: AspectRatio[] = ['1:1', '16:9', '9:16', '4:3', '3:4'];
    const images = await Promise.all(
      ratios.map((aspectRatio) => render('a house in a meadow at noon', { aspectRatio })),
    );
    for (const [i, bytes] of images.entries()) {
      const { width = 0, height = 0 } = await imageInfo(bytes);
      expect(Math.max(width, height)).toBe(1024);
      const patch = 24;
      for (const [left, top] of [
        [0, 0],
        [width - patch, 0],
        [0, height - patch],
        [width - patch, height - patch],
      ] as const) {
        const corner = await sharp(bytes)
          .extract({ left, top, width: patch, height: patch })
          .png()
          .toBuffer();
        expect(await meanLuminance(corner), `${ratios[i]} corner ${left},${top}`).toBeGreaterThan(60);
      }
    }
  });

  it('stages the subjects at the edges of a reference photo, leaving its middle as it was', async () => {
    const photo = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer();
    const bytes = await renderScene({ prompt: 'a dog and a cat at noon', size: SIZE, reference: photo });
    const middle = { left: 110, top: 60, width: 100, height: 200 };
    const plain = await sharp(photo).jpeg().toBuffer();
    expect(await pixelDifference(bytes, plain, middle)).toBeLessThan(3);
    expect(await pixelDifference(bytes, plain)).toBeGreaterThan(5);
  });

  it('draws a prompt without any known word as a whole scene', async () => {
    const bytes = await render('Happy anniversary to everyone!');
    expect(await imageInfo(bytes)).toEqual({ format: 'jpeg', width: 320, height: 320 });
    expect(await meanLuminance(bytes)).toBeGreaterThan(40);
  });
});

describe('subject drawers', () => {
  it('every subject paints a fair share of its own box and little outside it', () => {
    const px = 96;
    for (const [id, entry] of Object.entries(SUBJECTS) as Array<[SubjectId, (typeof SUBJECTS)[SubjectId]]>) {
      const width = Math.ceil(px * (entry.aspect + 1));
      const canvas = createCanvas(width, px * 2);
      const ctx = canvas.getContext('2d');
      ctx.translate(width / 2, px * 1.5);
      ctx.scale(px, px);
      SUBJECT_DRAWERS[id]({
        ctx,
        accent: '#e63946',
        accent2: '#457b9d',
        random: seededRandom(1),
        word: entry.words[0] ?? id,
        dark: false,
      });
      const data = ctx.getImageData(0, 0, width, px * 2).data;
      let inside = 0;
      let outside = 0;
      const half = (px * entry.aspect) / 2;
      for (let y = 0; y < px * 2; y++)
        for (let x = 0; x < width; x++) {
          if ((data[(y * width + x) * 4 + 3] ?? 0) < 128) continue;
          const inBox = Math.abs(x - width / 2) <= half * 1.15 && y >= px * 0.4 && y <= px * 1.55;
          if (inBox) inside++;
          else outside++;
        }
      expect(inside / (px * px * entry.aspect), `${id} fills its box`).toBeGreaterThan(0.12);
      expect(outside / (inside + outside), `${id} stays in its box`).toBeLessThan(0.1);
    }
  });
});
