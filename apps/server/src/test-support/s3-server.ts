import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { S3Settings } from '../env.ts';

/**
 * Runs s3rver and prints its port. It exits when its stdin closes, so a killed test worker
 * leaves no server behind.
 */
const SERVER_SCRIPT = `
const [, modulePath, directory, bucket] = process.argv;
const S3rver = require(modulePath);
const server = new S3rver({
  address: '127.0.0.1', port: 0, silent: true, directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
server.run().then(({ port }) => console.log(JSON.stringify({ port })), (err) => {
  console.error(err);
  process.exit(1);
});
process.stdin.on('end', () => process.exit(0)).resume();
`;

/**
 * A real local S3 server (s3rver) in a temp directory, with one empty bucket of a unique name.
 * It runs in a child process with OpenSSL's legacy provider: s3rver encrypts its ListObjectsV2
 * continuation tokens with single DES, which Node 17+ refuses by default (every truncated
 * listing would answer 500).
 */
export async function startS3Server(): Promise<{ settings: S3Settings; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'mp-s3rver-'));
  const bucket = `mp-test-${randomBytes(4).toString('hex')}`;
  const modulePath = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', SERVER_SCRIPT, modulePath, directory, bucket],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const port = await firstLine(child).then((line) => (JSON.parse(line) as { port: number }).port);
  return {
    settings: {
      // 127.0.0.1, not localhost: the latter may resolve to ::1 while the server listens on IPv4.
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      // s3rver's continuation tokens only accept us-east-1.
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.stdin?.end();
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error('s3rver has no stdout'));
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      lines.close();
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before listening`)));
    child.once('error', reject);
  });
}
