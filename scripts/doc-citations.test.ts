import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository explains itself: comments and docs cite docs/product.md (behaviour) and
// docs/decisions/ or docs/ARCHITECTURE.md (choices), never a document a clone does not have.

const root = fileURLToPath(new URL('..', import.meta.url));
const PRODUCT_DOC = 'docs/product.md';

/** Where citations live: the workspaces, tests, benchmarks, scripts, docs and the README. */
const SCANNED = /^(apps|packages|e2e|bench|scripts|docs)\/|^README\.md$/;
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|json|css|html|sql|yml|yaml)$/;

// Built from pieces so this file does not cite what it forbids.
const SECTION = '\u00a7';
const OUTSIDE_DOCS = [
  'DESIGN' + '.md',
  'shared/' + 'spec',
  'spec/' + 'platform.md',
  'spec/' + 'generators.md',
];
/** A section sign is fine only in an RFC citation ("RFC 9110 §13.1.2"). */
const RFC_SECTION = new RegExp(`RFC \\d+ ${SECTION}`, 'g');

/** Every scanned text file (tracked, or new and not ignored), repository-relative. */
function scannedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter((f) => SCANNED.test(f) && TEXT_FILE.test(f) && !f.includes('node_modules/'));
}

function read(file: string): string {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return ''; // listed by git but deleted in the work tree
  }
}

/** `file:line: text` for every line that cites the outside spec or design document. */
function outsideCitations(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    const cites =
      OUTSIDE_DOCS.some((doc) => line.includes(doc)) || line.replace(RFC_SECTION, '').includes(SECTION);
    if (cites) found.push(`${file}:${i + 1}: ${line.trim()}`);
  });
  return found;
}

/** GitHub's anchor for a heading: lowercase, punctuation but hyphens dropped, spaces to hyphens. */
function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors the headings of a markdown text produce, repeats numbered as GitHub does. */
function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = githubSlug(heading[1].replace(/`/g, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

describe('doc citations', () => {
  const files = scannedFiles();

  it('finds the repository files', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(PRODUCT_DOC);
  });

  it('cites no document outside the repository', () => {
    const found = files.flatMap((f) => outsideCitations(f, read(f)));
    expect(found).toEqual([]);
  });

  it('cites only anchors that a heading of docs/product.md produces', () => {
    const slugs = headingSlugs(read(PRODUCT_DOC));
    const broken: string[] = [];
    for (const file of files) {
      const text = read(file);
      // docs/product.md#<slug> in code, ../product.md#<slug> or product.md#<slug> in docs
      for (const match of text.matchAll(/product\.md#([\w-]+)/g)) broken.push(`${file}: #${match[1]}`);
      if (file === PRODUCT_DOC) {
        for (const match of text.matchAll(/\]\(#([\w-]+)\)/g)) broken.push(`${file}: #${match[1]}`);
      }
    }
    expect(broken.filter((b) => !slugs.has(b.slice(b.lastIndexOf('#') + 1)))).toEqual([]);
  });

  it('computes anchors as GitHub does', () => {
    expect(githubSlug('Routes and page layout')).toBe('routes-and-page-layout');
    expect(githubSlug('GIF editor: frames, tokens & export')).toBe('gif-editor-frames-tokens--export');
    expect([...headingSlugs('# A\n## Limits\n```\n# not a heading\n```\n### Limits\n')]).toEqual([
      'a',
      'limits',
      'limits-1',
    ]);
    expect(outsideCitations('x.ts', '// RFC 9110 §13.1.2')).toEqual([]);
    expect(outsideCitations('x.ts', `// spec ${SECTION}2`)).toHaveLength(1);
  });
});
