// The app on the current Node.js LTS (docs/testing.md). Two parts, run at different points of
// `npm test`:
//   node scripts/test-node-lts.mjs server [report.json]  the server tests on that Node
//   node scripts/test-node-lts.mjs install                a copy of this checkout installed with
//                                                         `npm ci` on that Node, then `npm start`
//                                                         there serves the home page and a live image
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { NODE_LTS_MAJOR, nodeLtsBinary } from './lib/node-lts.mjs';
import { root } from './lib/steps.mjs';

const [part = 'server', report = join(root, '.vitest-results', 'node-lts.json')] = process.argv.slice(2);
const node = nodeLtsBinary();
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`Node.js ${version} (${node})`);
const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH ?? ''}` };

const step = (label, cwd, cmd, args) => {
  console.log(`\n── ${label} on Node.js ${NODE_LTS_MAJOR} ──`);
  const result = spawnSync(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  process.stdout.write(out);
  return { ok: result.status === 0, out };
};

if (part === 'server') {
  // On PGlite (and Redis, when it answers): what depends on the Node.js version is the same on
  // both databases, and the Postgres variants already run on the machine's Node beside this.
  delete env.TEST_DATABASE_URL;
  const tests = step('server tests (PGlite)', root, node, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'server',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  process.exit(tests.ok ? 0 : 1);
}

if (part !== 'install') throw new Error(`unknown part "${part}": server or install`);
// The checkout as it stands (tracked files and new ones git does not ignore), with the built web
// app, timestamps kept: `npm start` then sees the build as current and does not build again.
const copy = mkdtempSync(join(tmpdir(), 'mergepix-node-lts-'));
let failed = false;
try {
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.split('\0');
  for (const file of files.filter(Boolean)) {
    if (!existsSync(join(root, file))) continue; // deleted in the work tree
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file), { preserveTimestamps: true });
  }
  if (existsSync(join(root, 'apps/web/dist')))
    cpSync(join(root, 'apps/web/dist'), join(copy, 'apps/web/dist'), {
      recursive: true,
      preserveTimestamps: true,
    });

  const install = step('npm ci', copy, 'npm', ['ci', '--no-audit', '--no-fund']);
  // An engines field that leaves this Node out is a failed install for our users, warning or not.
  if (!install.ok || /EBADENGINE/.test(install.out)) throw new Error('the install failed on this Node.js');
  const smoke = step('npm start: the home page and a live image', copy, node, [
    '--import',
    'tsx',
    'scripts/start-smoke.ts',
  ]);
  if (!smoke.ok) failed = true;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failed = true;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
