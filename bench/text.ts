// Benchmarks text:
//  1. the server's text-layer render: a 600×400 image with two auto-fitted layers (a greeting in
//     Anton and a line in Inter, over customers' names of every length and script), per layer,
//     beside two peers drawing the same texts on the same canvas: plain fillText with no fitting
//     (the floor) and the meme renderer (fixed wrap at 90%, no shrink);
//  2. /fonts in headless Chromium: JavaScript on first load and the font files fetched before any
//     interaction, beside the home page and /tokens.
// Run from the repo root after `npm run build`: node --import tsx bench/text.ts [renders]
import { drawMemeText, textLayer } from '@mergepix/core';
import { createCanvas } from '@napi-rs/canvas';
import { drawTextLayers, prepareLayerFonts } from '../apps/server/src/render/text/text-layers.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startApp } from '../e2e/support/server.ts';
import { kb, median, pageLoad, total } from './first-load.ts';
import { goal, size, smokeBanner } from './support/smoke.ts';

const N = Number(process.argv[2] ?? process.env.BENCH_N ?? size(2000, 20));
const NAMES = [
  { FIRSTNAME: 'Ana', COMPANY: 'Acme' },
  { FIRSTNAME: 'Bartholomew', COMPANY: 'Montgomery-Featherstonehaugh Logistics International' },
  { FIRSTNAME: 'Zoë', COMPANY: 'Ångström & Søn' },
  { FIRSTNAME: 'Ana 🎉', COMPANY: 'Party Supplies 🎈' },
  { FIRSTNAME: '花子', COMPANY: '山田商事株式会社' },
  { FIRSTNAME: 'דוד', COMPANY: 'שלום בע״מ' },
  { FIRSTNAME: 'Жанна', COMPANY: 'Северный ветер' },
  { FIRSTNAME: 'Li', COMPANY: 'X' },
];
const LAYERS = [
  textLayer(
    'Hi [FIRSTNAME]!',
    { x: 20, y: 20, width: 560, height: 140 },
    {
      fontFamily: 'Anton',
      fontSize: 96,
      color: '#ffffff',
      strokeWidth: 3,
      strokeColor: '#1e1b4b',
      textCase: 'uppercase',
    },
  ),
  textLayer(
    '[COMPANY] has a gift waiting for you, [FIRSTNAME]',
    { x: 40, y: 190, width: 520, height: 180 },
    {
      fontFamily: 'Inter',
      fontSize: 44,
      fontWeight: 700,
      color: '#0f172a',
      lineHeight: 1.2,
    },
  ),
];

const canvas = createCanvas(600, 400);
const ctx = canvas.getContext('2d');
const fill = (values: Record<string, string>, text: string) =>
  text.replace(/\[(\w+)\]/g, (_, key: string) => values[key] ?? '');

function time(run: (values: Record<string, string>) => void): number[] {
  const times: number[] = [];
  for (let i = 0; i < N + 50; i++) {
    const values = NAMES[i % NAMES.length] ?? {};
    ctx.fillStyle = '#c7d2fe';
    ctx.fillRect(0, 0, 600, 400);
    const t = performance.now();
    run(values);
    // Reading a pixel makes the canvas finish drawing inside the timed span.
    ctx.getImageData(0, 0, 1, 1);
    if (i >= 50) times.push(performance.now() - t);
  }
  return times;
}

smokeBanner();
// Every font the names need is registered before timing (a server does it once per process).
for (const values of NAMES) for (const layer of LAYERS) prepareLayerFonts(layer, values);
const layers = time((values) => drawTextLayers(ctx, LAYERS, values));
const plain = time((values) => {
  for (const layer of LAYERS) {
    ctx.font = `${layer.fontWeight} ${layer.fontSize}px "${layer.fontFamily}", "Noto Sans"`;
    ctx.fillText(fill(values, layer.text), layer.box.x, layer.box.y + layer.fontSize);
  }
});
const meme = time((values) =>
  drawMemeText(ctx, 600, 400, {
    topText: fill(values, LAYERS[0]?.text ?? ''),
    bottomText: fill(values, LAYERS[1]?.text ?? ''),
  }),
);
const perLayer = (times: number[]) => `${(median(times) / LAYERS.length).toFixed(3)} ms`;
console.log(`Server text render, 600×400, ${LAYERS.length} layers, ${N} renders over ${NAMES.length} names`);
console.log(
  goal(
    `  text layers, auto-fit (shrink → wrap → ellipsis)   p50 ${perLayer(layers)} per layer   (budget 2 ms)`,
  ),
);
console.log(`  peer: plain fillText, no fitting                  p50 ${perLayer(plain)} per layer`);
console.log(`  peer: meme renderer, wrap at 90%                  p50 ${perLayer(meme)} per layer`);
console.log(
  `  ratio: text layers / plain fillText               ${(median(layers) / median(plain)).toFixed(2)}×`,
);

const app = await startApp();
const browser = await launchBrowser();
try {
  const fonts = await pageLoad(browser, `${app.url}/fonts`, (page) =>
    page.getByRole('heading', { name: 'Font System' }).waitFor(),
  );
  const files = fonts.requests.filter((p) => p.endsWith('.woff2')).map((p) => p.replace('/font-files/', ''));
  const home = total((await pageLoad(browser, `${app.url}/`)).scripts);
  const tokens = total((await pageLoad(browser, `${app.url}/tokens`)).scripts);
  console.log('\nFirst load, JavaScript gzipped (level 9), 1280×800, until the network is idle');
  console.log(goal(`  /fonts                 ${kb(total(fonts.scripts))}   (budget 250 KB)`));
  console.log(`  peer: home page /      ${kb(home)}`);
  console.log(`  peer: /tokens          ${kb(tokens)}`);
  console.log(`  font files fetched by /fonts before any interaction: ${files.length}`);
  for (const file of files.sort()) console.log(`    ${file}`);
} finally {
  await browser.close();
  await app.stop();
}
