// How different the offline action figures are: for 20 characters of each set (the creator and
// the retro, music, TV and wrestling panels) it renders each renderer's output, then prints per
// set the min/mean pairwise 16×16 difference-hash distance and the largest share of pixels two
// outputs have in common (channels within 12/255). Fails (exit 1) when two outputs of a set share
// more than 80% of their pixels. `--sheet out.png` writes a contact sheet: 8 outputs of each set
// (an 8×5 grid). Run from the repo root: node --import tsx bench/offline-variety.ts [--sheet out.png]
import sharp from 'sharp';
import { renderActionFigure } from '../apps/server/src/render/figures/action-figure.ts';
import {
  VARIETY_SETS,
  type VarietyCharacter,
  varietyCharacters,
  varietyReport,
} from '../apps/server/src/render/figures/variety.ts';

const PER_SET = 20;
const MAX_SHARE = 0.8;
const SIZE = { width: 512, height: 512 };

/** A renderer under measure; the lead can add the AI image and cartoon outputs here. */
interface VarietyRenderer {
  name: string;
  render(character: VarietyCharacter): Promise<Buffer>;
}

const RENDERERS: VarietyRenderer[] = [
  {
    name: 'offline action figure',
    render: (c) => renderActionFigure({ prompt: c.prompt, details: c.details, size: SIZE }),
  },
];

const sheetAt = process.argv.indexOf('--sheet');
const sheetPath = sheetAt > 0 ? process.argv[sheetAt + 1] : undefined;
let failed = false;
const thumbs: Buffer[] = [];
for (const renderer of RENDERERS) {
  console.log(`# ${renderer.name}`);
  for (const set of VARIETY_SETS) {
    const characters = varietyCharacters(set, PER_SET);
    const images: Buffer[] = [];
    for (const c of characters) images.push(await renderer.render(c));
    const r = await varietyReport(images);
    const [a, b] = r.worst;
    const over = r.maxShare > MAX_SHARE;
    failed ||= over;
    console.log(
      `${set.padEnd(10)} n=${images.length} pairs=${r.pairs} hash distance min=${r.minHash} mean=${r.meanHash.toFixed(1)} (of 256)` +
        ` max share of identical pixels=${(r.maxShare * 100).toFixed(1)}% (${characters[a]?.label} / ${characters[b]?.label})${over ? '  FAIL' : ''}`,
    );
    if (renderer === RENDERERS[0])
      for (const img of images.slice(0, 8)) thumbs.push(await sharp(img).resize(160, 160).png().toBuffer());
  }
}
if (sheetPath) {
  await sharp({ create: { width: 160 * 8, height: 160 * 5, channels: 3, background: '#ffffff' } })
    .composite(
      thumbs.slice(0, 40).map((input, i) => ({ input, left: (i % 8) * 160, top: Math.floor(i / 8) * 160 })),
    )
    .png()
    .toFile(sheetPath);
  console.log(`contact sheet: ${sheetPath}`);
}
if (failed) {
  console.error(`FAIL: two outputs of a set share more than ${MAX_SHARE * 100}% of their pixels`);
  process.exit(1);
}
