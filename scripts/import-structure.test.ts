import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The import structure of every workspace (each CONTEXT.md): no two files import each other (type-only
// imports included), and on the server providers and the render engine sit below the services and
// never import them. This reads every TypeScript file of the workspaces and follows its relative and
// `@/` imports; it runs none of them. The web app's folder boundaries are scripts/boundary-rules.ts.

const REPO = fileURLToPath(new URL('..', import.meta.url));
const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/core/src', 'packages/fonts/src'];
/** Where each workspace's `@/` alias points (the web app's, from its tsconfig). */
const ALIAS: Record<string, string> = { 'apps/web/src': 'apps/web/src' };

/** Every .ts/.tsx file under a root, relative to the repository with forward slashes. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(REPO, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    // The boundary test's probe files come and go while this runs beside it.
    if (entry.name.startsWith('boundary-probe-')) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Static imports and re-exports (`import … from`, `export … from`, `import '…'`) and `import('…')`. */
const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The files of the workspaces that `file` (under `root`) imports. */
function importsOf(root: string, file: string, known: Set<string>): string[] {
  const found = new Set<string>();
  let text = '';
  try {
    text = readFileSync(join(REPO, file), 'utf8');
  } catch {
    return []; // gone since the listing (a probe of another test)
  }
  for (const match of text.matchAll(SPECIFIER)) {
    const spec = match[1] ?? match[2] ?? match[3] ?? '';
    const alias = ALIAS[root];
    const base = spec.startsWith('.')
      ? resolve(REPO, dirname(file), spec)
      : alias && spec.startsWith('@/')
        ? resolve(REPO, alias, spec.slice(2))
        : undefined;
    if (!base) continue;
    const path = relative(REPO, base).split(sep).join('/');
    const target = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => path + ending)
      .find((candidate) => known.has(candidate));
    if (target) found.add(target);
  }
  return [...found];
}

function importGraph(): Map<string, string[]> {
  const files = ROOTS.flatMap((root) => sourceFiles(root).map((file) => [root, file] as const));
  const known = new Set(files.map(([, file]) => file));
  return new Map(files.map(([root, file]) => [file, importsOf(root, file, known)]));
}

describe('import structure', () => {
  const graph = importGraph();

  it('reads the imports it checks', () => {
    // A guard on the reader itself: an empty graph would mean a broken pattern.
    expect(graph.get('apps/server/src/app.ts')?.length ?? 0).toBeGreaterThan(3);
    expect(graph.get('apps/web/src/app/app-routes.tsx')?.length ?? 0).toBeGreaterThan(3);
    expect(graph.get('packages/fonts/src/faces.ts')).toContain('packages/fonts/src/files-dir.ts');
  });

  it('has no server provider (nor renderer) importing a service', () => {
    const server = 'apps/server/src/';
    const upward = [...graph].flatMap(([file, imports]) =>
      file.startsWith(`${server}providers/`) || file.startsWith(`${server}render/`)
        ? imports
            .filter((target) => target.startsWith(`${server}services/`))
            .map((target) => `${file} → ${target}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it('has no two files importing each other, in any workspace', () => {
    const circles: string[] = [];
    for (const [file, imports] of graph) {
      for (const target of imports) {
        if (file < target && graph.get(target)?.includes(file)) circles.push(`${file} ⇄ ${target}`);
      }
    }
    expect(circles).toEqual([]);
  });
});
