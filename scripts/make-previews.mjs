#!/usr/bin/env node
// Rasterise the hand-made preview artwork in art/previews/*.svg into
// apps/web/public/previews/{id}.png (512x512, palette PNG).
//
// Usage (from the repo root): node scripts/make-previews.mjs
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(root, 'art', 'previews');
const outDir = path.join(root, 'apps', 'web', 'public', 'previews');
const SIZE = 512;

await mkdir(outDir, { recursive: true });
const files = (await readdir(srcDir)).filter((f) => f.endsWith('.svg')).sort();
if (files.length === 0) {
  console.error(`No SVG files found in ${path.relative(root, srcDir)}`);
  process.exit(1);
}

let total = 0;
for (const file of files) {
  const id = path.basename(file, '.svg');
  const svg = await readFile(path.join(srcDir, file));
  const out = path.join(outDir, `${id}.png`);
  await sharp(svg, { density: 72 })
    .resize(SIZE, SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toFile(out);
  const { size } = await stat(out);
  total += size;
  console.log(`${path.relative(root, out)}  ${(size / 1024).toFixed(1)} KB`);
}
console.log(`${files.length} previews, ${(total / 1024).toFixed(1)} KB total`);
