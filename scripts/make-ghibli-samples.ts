// Paints the Ghibli landing page's sample pictures with the offline engine and writes them to
// apps/web/public/samples/ghibli-{id}.webp. Rerun after changing the painter or the samples.
//
// Usage (from the repo root): node --import tsx scripts/make-ghibli-samples.ts
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeGhibliPrompt, initialGhibliChoices } from '@mergepix/core';
import sharp from 'sharp';
import { renderGhibli } from '../apps/server/src/render/ghibli/ghibli.ts';
import {
  type GhibliSample,
  HERO_SAMPLES,
  MOOD_SAMPLES,
  SAMPLE_SIZE,
} from '../apps/web/src/features/tools/ghibli/sample-scenes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps', 'web', 'public', 'samples');
await mkdir(outDir, { recursive: true });

async function paint({ id, details }: GhibliSample) {
  const { characterName, ...options } = details;
  const prompt = composeGhibliPrompt({
    ...initialGhibliChoices(),
    ...options,
    elements: options.elements ?? [],
    personalized: Boolean(characterName),
    characterName: characterName ?? '',
  });
  const jpeg = await renderGhibli({ prompt, details, size: SAMPLE_SIZE });
  const out = path.join(outDir, `ghibli-${id}.webp`);
  await sharp(jpeg).webp({ quality: 78, effort: 6 }).toFile(out);
  console.log(`${path.relative(root, out)}  ${((await stat(out)).size / 1024).toFixed(1)} KB`);
}

for (const sample of [...HERO_SAMPLES, ...MOOD_SAMPLES]) await paint(sample);
