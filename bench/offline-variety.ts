// How different the offline engine's pictures are. Groups: 20 characters of each figure set (the
// creator and the retro, music, TV and wrestling panels), 20 AI image prompts and the cartoon
// themes on one portrait. Per group it prints the min/mean pairwise 16×16 difference-hash distance
// and the largest share of pixels two outputs have in common (channels within 12/255), and fails
// (exit 1) when two outputs of a group share more than 80% of their pixels (decision 029).
// `--sheet out.png` writes a contact sheet of 40 outputs (an 8×5 grid: 4 of each figure set, 10
// AI images, 10 cartoon themes). Run from the repo root:
//   node --import tsx bench/offline-variety.ts [--sheet out.png]
import { CARTOON_THEMES } from '@mergepix/core';
import sharp from 'sharp';
import { renderCartoon } from '../apps/server/src/render/cartoon/cartoon.ts';
import { renderActionFigure } from '../apps/server/src/render/figures/action-figure.ts';
import { VARIETY_SETS, varietyCharacters, varietyReport } from '../apps/server/src/render/figures/variety.ts';
import { renderScene } from '../apps/server/src/render/scene/scene.ts';
import { makePortrait } from '../apps/server/src/render/test-images.ts';
import { size, smokeBanner } from './support/smoke.ts';

const PER_SET = size(20, 3);
const MAX_SHARE = 0.8;
const SIZE = size({ width: 512, height: 512 }, { width: 128, height: 128 });
const THUMB = 160;

/** One output under measure: a label for the report and how to draw it. */
interface Item {
  label: string;
  render(): Promise<Buffer>;
}

/** A group whose outputs must differ from each other, and how many of them go on the sheet. */
interface Group {
  name: string;
  items: Item[];
  onSheet: number;
}

const SCENE_PROMPTS = [
  'a cat on a beach at sunset',
  'a robot in a neon city at night',
  'two puppies and a red bicycle in a meadow',
  'an astronaut and a rocket in space',
  'a woman with a laptop and a coffee cup in an office',
  'fish, a turtle and an octopus under the sea',
  'penguins and a snowman in the snow at night',
  'a dog next to a sign that says "Happy birthday, Ava!"',
  'a fox and mushrooms by a house in the forest at dusk',
  'a chef with a cake and a pizza in a kitchen',
  'hot air balloons over the mountains, monochrome',
  'an elephant and cacti in the desert at sunset',
  'a dragon over a castle at dawn',
  'a family having a picnic by a lake, pastel',
  'a sailboat and a lighthouse on the sea at noon',
  'a horse and a barn on a farm, warm colours',
  'a team of people celebrating with a trophy in a city',
  'a bear and pine trees in the mountains at night',
  'a teddy bear and books in a cozy room',
  'a flock of birds over a vintage car in the desert',
];

const portrait = await makePortrait(SIZE.width, SIZE.height, 7);

const groups: Group[] = [
  ...VARIETY_SETS.map((set) => ({
    name: `figures: ${set}`,
    onSheet: 4,
    items: varietyCharacters(set, PER_SET).map((c) => ({
      label: c.label,
      render: () => renderActionFigure({ prompt: c.prompt, details: c.details, size: SIZE }),
    })),
  })),
  {
    name: 'AI image',
    onSheet: 10,
    items: SCENE_PROMPTS.slice(0, PER_SET).map((prompt) => ({
      label: prompt,
      render: () => renderScene({ prompt, size: SIZE }),
    })),
  },
  {
    name: 'cartoon',
    onSheet: 10,
    items: CARTOON_THEMES.slice(0, PER_SET).map((theme) => ({
      label: theme.label,
      render: () => renderCartoon({ reference: portrait, style: theme.label, size: SIZE }),
    })),
  },
];

smokeBanner();
const sheetAt = process.argv.indexOf('--sheet');
const sheetPath = sheetAt > 0 ? process.argv[sheetAt + 1] : undefined;
let failed = false;
const thumbs: Buffer[] = [];
for (const group of groups) {
  const images: Buffer[] = [];
  for (const item of group.items) images.push(await item.render());
  const r = await varietyReport(images);
  const [a, b] = r.worst;
  const over = r.maxShare > MAX_SHARE;
  failed ||= over;
  console.log(
    `${group.name.padEnd(20)} n=${images.length} pairs=${r.pairs} hash distance min=${r.minHash} mean=${r.meanHash.toFixed(1)} (of 256)` +
      ` max share of identical pixels=${(r.maxShare * 100).toFixed(1)}% (${group.items[a]?.label} / ${group.items[b]?.label})${over ? '  FAIL' : ''}`,
  );
  for (const img of images.slice(0, group.onSheet))
    thumbs.push(await sharp(img).resize(THUMB, THUMB).png().toBuffer());
}
if (sheetPath) {
  await sharp({ create: { width: THUMB * 8, height: THUMB * 5, channels: 3, background: '#ffffff' } })
    .composite(
      thumbs
        .slice(0, 40)
        .map((input, i) => ({ input, left: (i % 8) * THUMB, top: Math.floor(i / 8) * THUMB })),
    )
    .png()
    .toFile(sheetPath);
  console.log(`contact sheet: ${sheetPath} (${Math.min(40, thumbs.length)} outputs)`);
}
if (failed) {
  console.error(`FAIL: two outputs of a group share more than ${MAX_SHARE * 100}% of their pixels`);
  process.exit(1);
}
