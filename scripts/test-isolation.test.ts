import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every test file in the repository (tracked, or new and not ignored). */
function testFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith('e2e/'));
}

// The core, server and web projects run their files without isolation (vitest.config.ts): a
// module replaced in one file would leak into the files after it in the same worker.
describe('test isolation', () => {
  it('only *.isolated.test.* files replace modules', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    const mocking = files.filter(
      (f) =>
        !/\.isolated\.test\.tsx?$/.test(f) && /\bvi\.(do)?mock\(/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(mocking).toEqual([]);
  });
});
