// The web app's import boundaries as Biome rules, made from its folder list: every folder under
// apps/web/src/features/ is a feature (each folder under features/tools/ is one too), and each gets
// the same rule. `node --import tsx scripts/boundary-rules.ts` writes them into biome.json;
// scripts/boundary-rules.test.ts fails when biome.json and the folders disagree, and proves each
// rule fires. apps/web/CONTEXT.md says what each layer may import.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('..', import.meta.url));
const WEB = 'apps/web/src';

/** Specifiers that climb out of a folder, in every spelling: Biome sees through none of them. */
export const CLIMBING = ['../**', './../**', '**/../**', '/**'];
const CLIMB_MESSAGE = "Import another folder through '@/…' without '..', so the boundary rules can see it.";
const FEATURE_MESSAGE =
  'A feature does not import another feature or the app shell: move what both need to components/ (tool-kit/ for tools), lib/ or @mergepix/core, or compose the page in app/.';
const SHARED_MESSAGE =
  'components/, lib/ and config/ serve every feature, so they import no feature and not the app shell.';

/** The folders that hold the tools; each folder inside is a feature of its own. */
const TOOL_GROUPS = ['tools'];

/** Every feature folder, relative to `features/`, e.g. `studio` or `tools/ghibli`. */
export function featureFolders(repo = REPO): string[] {
  const dirs = (path: string) =>
    readdirSync(join(repo, WEB, path), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  return dirs('features').flatMap((name) =>
    TOOL_GROUPS.includes(name) ? dirs(`features/${name}`).map((tool) => `${name}/${tool}`) : [name],
  );
}

function restricted(...patterns: { group: string[]; message: string }[]) {
  return {
    linter: {
      rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } },
    },
  };
}

const climbing = { group: CLIMBING, message: CLIMB_MESSAGE };
const SHELL = ['@/app/**', '@/prerender/**'];

/** Biome overrides for the web app: one for all of src/, one per feature, one for the shared layers. */
export function boundaryOverrides(repo = REPO): object[] {
  return [
    { includes: [`${WEB}/**`], ...restricted(climbing) },
    ...featureFolders(repo).map((feature) => ({
      includes: [`${WEB}/features/${feature}/**`],
      ...restricted(climbing, {
        group: ['@/features/**', `!@/features/${feature}/**`, ...SHELL],
        message: FEATURE_MESSAGE,
      }),
    })),
    {
      includes: [`${WEB}/components/**`, `${WEB}/lib/**`, `${WEB}/config/**`],
      ...restricted(climbing, { group: ['@/features/**', ...SHELL], message: SHARED_MESSAGE }),
    },
  ];
}

const isWebOverride = (override: { includes?: string[] }) =>
  (override.includes ?? []).some((path) => path.startsWith(WEB));

/** biome.json with its web boundary overrides replaced by the ones the folders call for. */
export function withBoundaries(biome: { overrides?: { includes?: string[] }[] }, repo = REPO) {
  const others = (biome.overrides ?? []).filter((override) => !isWebOverride(override));
  return { ...biome, overrides: [...boundaryOverrides(repo), ...others] };
}

/** The web boundary overrides biome.json holds now. */
export function currentBoundaries(repo = REPO): object[] {
  const biome = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
  return (biome.overrides ?? []).filter(isWebOverride);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const path = join(REPO, 'biome.json');
  const biome = JSON.parse(readFileSync(path, 'utf8'));
  writeFileSync(path, `${JSON.stringify(withBoundaries(biome), null, 2)}\n`);
  // In Biome's own layout, so `npm run lint` accepts the file as written.
  execFileSync(join(REPO, 'node_modules/.bin/biome'), ['format', '--write', path], { stdio: 'ignore' });
  console.log(`biome.json: boundary rules for ${featureFolders().length} features`);
}
