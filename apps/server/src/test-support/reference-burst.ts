/**
 * A child-process fixture for the reference image memory test. For each `file.png:count`
 * argument in turn, loads that PNG as a data: URL `count` times at once, sampling RSS every
 * 20 ms, and prints one JSON line at the end: the peak RSS of each burst and overall, and how
 * the loads ended (`ok` or the answer's status). Run from the repository root with
 * `node --import tsx apps/server/src/test-support/reference-burst.ts big.png:60 near.png:20`.
 */
import { readFileSync } from 'node:fs';
import { DomainError } from '../services/errors.ts';
import { loadReferenceImage } from '../services/generation/reference-image.ts';
import { localObjectStore } from '../services/storage/object-store.ts';

const sources = { store: localObjectStore('/nonexistent-mergepix-store'), publicUrl: 'http://x.test' };
const startRss = process.memoryUsage().rss;
let peakRss = startRss;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const sampler = setInterval(sample, 20);
const bursts: { peakRss: number; outcomes: Record<string, number> }[] = [];

for (const arg of process.argv.slice(2)) {
  const [path = '', count = '1'] = arg.split(':');
  const url = `data:image/png;base64,${readFileSync(path).toString('base64')}`;
  const outcomes: Record<string, number> = {};
  peakRss = process.memoryUsage().rss;
  await Promise.all(
    Array.from({ length: Number(count) }, async () => {
      let outcome = 'ok';
      try {
        await loadReferenceImage(url, sources);
      } catch (err) {
        outcome = err instanceof DomainError ? err.kind : String(err);
      }
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      sample();
    }),
  );
  bursts.push({ peakRss, outcomes });
}
clearInterval(sampler);
const overall = Math.max(...bursts.map((b) => b.peakRss));
console.log(JSON.stringify({ startRss, peakRss: overall, bursts }));
