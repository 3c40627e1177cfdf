import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The folder boundaries (DESIGN.md "Web app") are Biome's noRestrictedImports rules in biome.json.
// These probes are real files in the folders the rules cover, linted by the real Biome, so the test
// fails if a rule stops firing (or starts firing on what is allowed).
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const tag = `boundary-probe-${process.pid}`;
const probes = {
  crossFeature: [
    `features/marketing/${tag}.ts`,
    `import { GENERATORS } from '@/features/generators/registry';`,
  ],
  ownFeature: [
    `features/generators/hub/${tag}.ts`,
    `import { GENERATORS } from '@/features/generators/registry';`,
  ],
  sharedImportsFeature: [
    `components/layout/${tag}.ts`,
    `import { HUB_FEATURES } from '@/features/generators/hub/hub-features';`,
  ],
  featureImportsShell: [`features/legal/${tag}.ts`, `import { AppRoutes } from '@/app/app-routes';`],
  parentRelative: [`lib/${tag}.ts`, `import { PATHS } from '../config/paths';`],
  shared: [`features/marketing/home/${tag}.ts`, `import { PATHS } from '@/config/paths';`],
} as const;
const files = Object.fromEntries(
  Object.entries(probes).map(([name, [path]]) => [name, join(repo, 'apps/web/src', path)]),
) as Record<keyof typeof probes, string>;

function lintProbes(): string {
  for (const [name, [, source]] of Object.entries(probes)) {
    writeFileSync(
      files[name as keyof typeof probes],
      `${source}\nexport const probe = [${source.match(/\{ (\w+) \}/)?.[1]}];\n`,
    );
  }
  const biome = join(repo, 'node_modules/.bin/biome');
  const run = spawnSync(biome, ['lint', '--max-diagnostics=100', ...Object.values(files)], {
    cwd: repo,
    encoding: 'utf8',
  });
  return `${run.stdout}\n${run.stderr}`;
}

afterAll(() => {
  for (const file of Object.values(files)) rmSync(file, { force: true });
});

describe('feature boundaries', () => {
  const output = lintProbes();
  const flagged = (name: keyof typeof probes) =>
    new RegExp(`${probes[name][0].replaceAll('.', '\\.')}:\\d+:\\d+ lint/style/noRestrictedImports`).test(
      output,
    );

  it('refuses an import from another feature', () => {
    expect(flagged('crossFeature'), output).toBe(true);
  });

  it('refuses features in components/, lib/ and config/, and the app shell in a feature', () => {
    expect(flagged('sharedImportsFeature'), output).toBe(true);
    expect(flagged('featureImportsShell'), output).toBe(true);
  });

  it('refuses parent-relative imports, which would slip past the rules', () => {
    expect(flagged('parentRelative'), output).toBe(true);
  });

  it('allows a feature its own folders and the shared ones', () => {
    expect(flagged('ownFeature'), output).toBe(false);
    expect(flagged('shared'), output).toBe(false);
  });
});
