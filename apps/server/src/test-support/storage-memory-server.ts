/**
 * A child process for the storage route's memory test: the public storage route on a local
 * store holding one file of `STORAGE_TEST_MB` megabytes of noise. Prints `{"port":…}` once
 * listening. `GET /rss` answers the highest resident set size seen since the last
 * `POST /rss` (sampled every 10 ms), so the parent measures this process, not itself.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { securityHeaders } from '../middleware/security.ts';
import { storageRouter } from '../routes/storage/index.ts';
import { localObjectStore } from '../services/storage/object-store.ts';
import type { AppEnv } from '../types.ts';

const megabytes = Number(process.env.STORAGE_TEST_MB ?? 4);
const store = localObjectStore(mkdtempSync(join(tmpdir(), 'mp-storage-rss-')));
await store.put('generations', 'big/file.png', randomBytes(megabytes * 1024 * 1024), 'image/png');

let peak = 0;
const sample = () => {
  peak = Math.max(peak, process.memoryUsage.rss());
};
setInterval(sample, 10).unref();

const app = new Hono<AppEnv>();
app.use('*', securityHeaders());
app.use('*', compress());
app.get('/rss', (c) => {
  sample();
  return c.json({ peak, now: process.memoryUsage.rss() });
});
app.post('/rss', (c) => {
  peak = process.memoryUsage.rss();
  return c.json({ peak });
});
app.route('/storage/v1', storageRouter(store));

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
