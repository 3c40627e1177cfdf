// A peer for bench/live-images.ts: a plain HTTP server, a cluster of two processes (one per core
// here), drawing the benchmark's design for every request with no queue, no cache and no
// fallback. Two kinds:
//   naive   the base decoded once per process, the text drawn with @napi-rs/canvas by the same
//           layout code as ours, the whole frame encoded as JPEG q80
//   takumi  @takumi-rs/core (a Rust renderer of node trees, as used for OG images): the base as
//           an image node, two text boxes that shrink to fit, JPEG q80
// Run: node --import tsx bench/support/peer-live-server.ts <naive|takumi> <port> <base.jpg>
// It prints "ready" once both processes listen.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import {
  designSchema,
  designTokenRules,
  rawQueryPairs,
  recipientValues,
  type TokenValues,
} from '@mergepix/core';
import { fontFaces, hostedFamily } from '@mergepix/fonts';
import { drawBase, LIVE_QUALITY, renderLive } from '../../apps/server/src/render/live/live-draw.ts';
import { BENCH_LAYERS } from '../bench-design.ts';

const [kind = 'naive', port = '0', basePath = ''] = process.argv.slice(2);
const PROCESSES = 2;

if (cluster.isPrimary) {
  let listening = 0;
  for (let i = 0; i < PROCESSES; i++) {
    const worker = cluster.fork();
    worker.on('listening', () => {
      if (++listening === PROCESSES) console.log('ready');
    });
  }
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill();
    process.exit(0);
  });
} else {
  const base = readFileSync(basePath);
  const design = designSchema.parse({
    name: 'Bench',
    base: { kind: 'upload', path: 'base' },
    layers: BENCH_LAYERS,
  });
  const rules = designTokenRules(design);
  const render = kind === 'takumi' ? await takumiRenderer(base) : naiveRenderer(base);
  createServer(async (req, res) => {
    const q = req.url?.indexOf('?') ?? -1;
    const values = recipientValues(rawQueryPairs(q < 0 ? '' : (req.url ?? '').slice(q + 1)), rules);
    const bytes = await render(values);
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': bytes.byteLength });
    res.end(bytes);
  }).listen(Number(port), '127.0.0.1');

  function naiveRenderer(bytes: Buffer) {
    const canvas = drawBase({ ...design, layers: [] }, bytes);
    return async (values: TokenValues) => renderLive(canvas, design, values, 'jpg');
  }
}

async function takumiRenderer(bytes: Buffer) {
  const { Renderer } = await import('@takumi-rs/core');
  const { container, image, text } = await import('@takumi-rs/helpers');
  const renderer = new Renderer();
  const inter = hostedFamily('Inter');
  if (!inter) throw new Error('Inter is not hosted');
  for (const face of fontFaces(inter).filter((f) => /latin-(400|800)-normal/.test(f.file)))
    await renderer.registerFont(readFileSync(face.path));
  const [greeting, line] = BENCH_LAYERS;
  if (!greeting || !line) throw new Error('the bench design has two layers');
  const box = (l: typeof greeting) => ({
    position: 'absolute' as const,
    left: l.box.x,
    top: l.box.y,
    width: l.box.width,
    height: l.box.height,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center' as const,
    fontFamily: 'Inter',
    color: l.color ?? '#ffffff',
    textFit: 'shrink' as const,
  });
  return (values: TokenValues) =>
    renderer.render(
      container({
        style: { width: 600, height: 400, position: 'relative', display: 'flex' },
        children: [
          image({ src: 'base', style: { width: 600, height: 400, objectFit: 'cover' } }),
          container({
            style: box(greeting),
            children: [
              text(`Hi ${values.FIRSTNAME ?? 'there'}!`, { fontSize: greeting.fontSize, fontWeight: 800 }),
            ],
          }),
          container({
            style: box(line),
            children: [
              text(`${values.COMPANY ?? 'Your team'} saved you a seat`, {
                fontSize: line.fontSize,
                fontWeight: 400,
              }),
            ],
          }),
        ],
      }),
      {
        width: 600,
        height: 400,
        format: 'jpeg',
        quality: LIVE_QUALITY,
        images: [{ src: 'base', data: bytes }],
      },
    );
}
