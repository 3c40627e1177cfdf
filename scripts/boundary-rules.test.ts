import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boundaryOverrides, currentBoundaries, featureFolders, REPO } from './boundary-rules.ts';

// Probes are real files in the folders the rules cover, linted by the real Biome, so these tests
// fail if a rule stops firing (or starts firing on what is allowed).
const tag = `boundary-probe-${process.pid}`;
const features = featureFolders();
const other = (feature: string) => features.find((name) => name !== feature && !name.startsWith('tools/'));
const probes: Record<string, [folder: string, specifier: string]> = {
  parentRelative: ['lib', '../config/paths'],
  dotParent: ['features/legal', './../marketing/home/hero'],
  aliasClimb: ['features/legal', '@/features/legal/../marketing/home/hero'],
  rootAbsolute: ['features/legal', '/src/features/marketing/home/hero'],
  featureImportsShell: ['features/legal', '@/app/app-routes'],
  featureImportsPrerender: ['features/tools/ghibli', '@/prerender/shells'],
  componentsImportFeature: ['components/layout', '@/features/hub/hub-features'],
  kitImportsFeature: ['components/tool-kit/generator', '@/features/live-images/live-page'],
  libImportsFeature: ['lib', '@/features/studio/studio-store'],
  configImportsFeature: ['config', '@/features/tools/image/landing-copy'],
  toolUsesKit: ['features/tools/ghibli', '@/components/tool-kit/generator/panel'],
  editorUsesKit: ['features/gif-editor', '@/components/tool-kit/designs/edit-history'],
  sharedConfig: ['features/marketing/home', '@/config/paths'],
};
for (const feature of features) {
  probes[`cross:${feature}`] = [`features/${feature}`, `@/features/${other(feature)}/x`];
  probes[`own:${feature}`] = [`features/${feature}`, `@/features/${feature}/x`];
}
// A tool importing its neighbour under the same tools/ folder is cross-feature too.
probes['cross:tools/ghibli→tools/cartoon'] = ['features/tools/ghibli', '@/features/tools/cartoon/x'];

const files = Object.fromEntries(
  Object.entries(probes).map(([name, [folder]], index) => [
    name,
    join(REPO, 'apps/web/src', folder, `${tag}-${index}.ts`),
  ]),
);

function lintProbes(): string {
  for (const [name, [, specifier]] of Object.entries(probes)) {
    mkdirSync(dirname(files[name] as string), { recursive: true });
    writeFileSync(
      files[name] as string,
      `import { probe } from '${specifier}';\nexport const used = [probe];\n`,
    );
  }
  const biome = join(REPO, 'node_modules/.bin/biome');
  const run = spawnSync(biome, ['lint', '--max-diagnostics=none', ...Object.values(files)], {
    cwd: REPO,
    encoding: 'utf8',
  });
  return `${run.stdout}\n${run.stderr}`;
}

afterAll(() => {
  for (const file of Object.values(files)) rmSync(file, { force: true });
});

describe('web import boundaries', () => {
  const output = lintProbes();
  const flagged = (name: string) => {
    const file = (files[name] as string).slice(REPO.length).replaceAll('.', '\\.');
    return new RegExp(`${file}:\\d+:\\d+ lint/style/noRestrictedImports`).test(output);
  };

  it('has one rule per feature folder, made from the folder list (run scripts/boundary-rules.ts)', () => {
    expect(features).toContain('studio');
    expect(features).toContain('tools/ghibli');
    expect(currentBoundaries()).toEqual(boundaryOverrides());
  });

  it('covers a new feature folder by itself', () => {
    const folder = join(REPO, 'apps/web/src/features', tag);
    mkdirSync(folder);
    try {
      expect(featureFolders()).toContain(tag);
      expect(JSON.stringify(boundaryOverrides())).toContain(`apps/web/src/features/${tag}/**`);
      expect(currentBoundaries()).not.toEqual(boundaryOverrides());
    } finally {
      rmSync(folder, { recursive: true });
    }
  });

  it.each(features)('refuses an import of another feature from %s, and allows its own', (feature) => {
    expect(flagged(`cross:${feature}`), output).toBe(true);
    expect(flagged(`own:${feature}`), output).toBe(false);
  });

  it('refuses one tool importing another', () => {
    expect(flagged('cross:tools/ghibli→tools/cartoon'), output).toBe(true);
  });

  it('refuses climbing out of a folder in every spelling', () => {
    for (const name of ['parentRelative', 'dotParent', 'aliasClimb', 'rootAbsolute'])
      expect(flagged(name), `${name}\n${output}`).toBe(true);
  });

  it('refuses the app shell in a feature, and features in components/, the tool kit, lib/ and config/', () => {
    for (const name of [
      'featureImportsShell',
      'featureImportsPrerender',
      'componentsImportFeature',
      'kitImportsFeature',
      'libImportsFeature',
      'configImportsFeature',
    ])
      expect(flagged(name), `${name}\n${output}`).toBe(true);
  });

  it('allows every feature the tool kit and the shared folders', () => {
    for (const name of ['toolUsesKit', 'editorUsesKit', 'sharedConfig'])
      expect(flagged(name), output).toBe(false);
  });
});
