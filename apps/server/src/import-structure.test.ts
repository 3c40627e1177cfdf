import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's import structure (CONTEXT.md): providers and the render engine sit below the
// services and never import them, and no two files import each other (type-only imports included). This reads every
// TypeScript file under src/ and follows its relative imports; it does not run them.

const SRC = dirname(fileURLToPath(import.meta.url));

/** Every .ts file under src/, relative to src/ with forward slashes. */
function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path).split(sep).join('/')] : [];
  });
}

/** Static imports and re-exports (`import … from`, `export … from`, `import '…'`) and `import('…')`. */
const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The files under src/ that `file` imports by a relative path. */
function importsOf(file: string, known: Set<string>): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(SPECIFIER)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (!spec?.startsWith('.')) continue;
    const path = relative(SRC, resolve(SRC, dirname(file), spec))
      .split(sep)
      .join('/');
    // Imports here name their file with its extension; an extensionless one or a folder would resolve so.
    const target = [path, `${path}.ts`, `${path}/index.ts`].find((candidate) => known.has(candidate));
    if (target) found.add(target);
  }
  return [...found];
}

function importGraph(): Map<string, string[]> {
  const files = sourceFiles();
  const known = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file, known)]));
}

describe('import structure of apps/server/src', () => {
  const graph = importGraph();

  it('reads the imports it checks', () => {
    // A guard on the reader itself: app.ts mounts routes, so an empty graph means a broken regex.
    expect(graph.get('app.ts')?.length ?? 0).toBeGreaterThan(3);
  });

  it('has no provider (nor renderer) importing a service', () => {
    const upward = [...graph].flatMap(([file, imports]) =>
      file.startsWith('providers/') || file.startsWith('render/')
        ? imports.filter((target) => target.startsWith('services/')).map((target) => `${file} → ${target}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it('has no two files importing each other', () => {
    const circles: string[] = [];
    for (const [file, imports] of graph) {
      for (const target of imports) {
        if (file < target && graph.get(target)?.includes(file)) circles.push(`${file} ⇄ ${target}`);
      }
    }
    expect(circles).toEqual([]);
  });
});
