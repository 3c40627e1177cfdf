#!/usr/bin/env node
// Rasterise the hand-made artwork into palette PNGs the web app serves:
//   art/previews/*.svg       → apps/web/public/previews/{id}.png        (512×512, action figures)
//   art/cartoon-styles/*.svg → apps/web/public/cartoon-styles/{id}.png  (256×256, cartoon themes)
//   art/meme-templates/*.svg → apps/web/public/meme-templates/{id}.png  (800 wide, own proportions)
//
// Usage (from the repo root): node scripts/make-previews.mjs [set name…]
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each art set: where its SVGs are, where the PNGs go, and their size: a square edge (`size`), or
 * a width that keeps each picture's own proportions (`width`).
 */
const SETS = [
  { name: 'previews', src: 'art/previews', out: 'apps/web/public/previews', size: 512 },
  { name: 'cartoon-styles', src: 'art/cartoon-styles', out: 'apps/web/public/cartoon-styles', size: 256 },
  { name: 'meme-templates', src: 'art/meme-templates', out: 'apps/web/public/meme-templates', width: 800 },
];

const wanted = process.argv.slice(2);
const sets = wanted.length ? SETS.filter((s) => wanted.includes(s.name)) : SETS;
if (sets.length === 0) {
  console.error(`Unknown set; choose from ${SETS.map((s) => s.name).join(', ')}`);
  process.exit(1);
}

for (const set of sets) {
  const srcDir = path.join(root, set.src);
  const outDir = path.join(root, set.out);
  await mkdir(outDir, { recursive: true });
  const files = (await readdir(srcDir)).filter((f) => f.endsWith('.svg')).sort();
  if (files.length === 0) {
    console.error(`No SVG files found in ${set.src}`);
    process.exit(1);
  }
  let total = 0;
  for (const file of files) {
    const id = path.basename(file, '.svg');
    const svg = await readFile(path.join(srcDir, file));
    const out = path.join(outDir, `${id}.png`);
    const image = sharp(svg, { density: 72 * Math.max(1, (set.size ?? set.width) / 512) });
    const sized = set.size
      ? image.resize(set.size, set.size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      : image.resize({ width: set.width });
    await sized.png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toFile(out);
    const { size } = await stat(out);
    total += size;
    console.log(`${path.relative(root, out)}  ${(size / 1024).toFixed(1)} KB`);
  }
  console.log(`${set.name}: ${files.length} images, ${(total / 1024).toFixed(1)} KB total`);
}
