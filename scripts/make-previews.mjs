#!/usr/bin/env node
// Rasterise hand-made SVG artwork into PNGs (palette PNG, best compression).
//
// Usage (from the repo root):
//   node scripts/make-previews.mjs
//     art/previews/*.svg → apps/web/public/previews/{id}.png, 512x512 (the figure previews)
//   node scripts/make-previews.mjs <source dir> <target dir> [--width N]
//     any other pair; with --width each picture keeps its own aspect ratio at N px wide
//     (e.g. art/meme-templates apps/web/public/meme-templates --width 800)
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const widthAt = args.indexOf('--width');
const width = widthAt >= 0 ? Number(args.splice(widthAt, 2)[1]) : undefined;
if (width !== undefined && !(width > 0)) {
  console.error('--width needs a positive number');
  process.exit(1);
}
const [src = 'art/previews', out = 'apps/web/public/previews'] = args;
const srcDir = path.resolve(root, src);
const outDir = path.resolve(root, out);
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
  const target = path.join(outDir, `${id}.png`);
  const image = sharp(svg, { density: 72 });
  const sized =
    width === undefined
      ? image.resize(SIZE, SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      : image.resize({ width });
  await sized.png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toFile(target);
  const { size } = await stat(target);
  total += size;
  console.log(`${path.relative(root, target)}  ${(size / 1024).toFixed(1)} KB`);
}
console.log(`${files.length} pictures, ${(total / 1024).toFixed(1)} KB total`);
