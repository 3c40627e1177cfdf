import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FILE_MB = 4;
const DOWNLOADS = 100;
/**
 * Resident memory the whole burst may add. Streamed, it added 44-72 MB here (buffers per
 * connection, whatever the file's size); 100 whole copies are 400 MB (the route made to read each
 * file whole again, as it did before, added 370-470 MB).
 */
const MAX_GROWTH_MB = 150;

/** Downloads `path` to its end, keeping nothing; resolves with the byte count. */
const download = (port: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

const rss = async (port: number, method: 'GET' | 'POST') =>
  (await (await fetch(`http://127.0.0.1:${port}/rss`, { method })).json()) as { peak: number; now: number };

// The route streams from the store: memory stays flat however many download one large file
// at once (it read each file whole before: 50 downloads of 16 MB took RSS from 961 to 1,765 MB).
// 4 MB is large enough for 100 whole copies to stand far above what streaming adds.
describe('public storage route memory', () => {
  let child: ChildProcess;
  let port = 0;
  beforeAll(async () => {
    child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/test-support/storage-memory-server.ts'],
      {
        env: { ...process.env, STORAGE_TEST_MB: String(FILE_MB) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = /\{"port":(\d+)\}/.exec(out);
        if (line) resolve(Number(line[1]));
      });
      child.on('exit', (code) => reject(new Error(`storage server exited with ${code}`)));
    });
  }, 60_000);
  afterAll(() => {
    child?.kill('SIGTERM');
  });

  it(`serves ${DOWNLOADS} concurrent downloads of a ${FILE_MB} MB file with flat memory`, async () => {
    const path = '/storage/v1/object/public/generations/big/file.png';
    // One download first: the code on this path is loaded and compiled before the baseline.
    expect(await download(port, path)).toBe(FILE_MB * 1024 * 1024);
    const before = (await rss(port, 'POST')).peak;
    const sizes = await Promise.all(Array.from({ length: DOWNLOADS }, () => download(port, path)));
    expect(sizes.every((n) => n === FILE_MB * 1024 * 1024)).toBe(true);
    const growthMb = ((await rss(port, 'GET')).peak - before) / 1024 / 1024;
    console.info(`storage route: RSS grew ${growthMb.toFixed(1)} MB over ${DOWNLOADS} downloads`);
    expect(growthMb).toBeLessThan(MAX_GROWTH_MB);
  }, 180_000);
});
