// Names of the images in a batch export's ZIP: taken from a column the user picks ("Ada Moreno"
// → "ada-moreno.jpg"), safe on every operating system, and never the same twice.

const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_STEM = 80;

/** A file-name stem from any text: letters and digits of any script, joined by dashes. */
export function fileStem(text: string): string {
  const stem = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = Array.from(stem).slice(0, MAX_STEM).join('').replace(/-+$/, '');
  return RESERVED.test(cut) ? `${cut}-file` : cut;
}

/**
 * One file name per row, in order: the stem of `label(i)` (or `row-N` when it has no letters or
 * digits), with `-2`, `-3`… added where a name repeats (case-insensitively). Linear in the rows:
 * each stem remembers the next number to try, so 10,000 rows of one name do not count up from
 * `-2` each time; a number another row's own name already took ("Ada", "Ada 2") is skipped.
 */
export function batchFileNames(count: number, label: (index: number) => string, ext: string): string[] {
  const used = new Set<string>();
  const next = new Map<string, number>();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const stem = fileStem(label(i)) || `row-${i + 1}`;
    let name = `${stem}.${ext}`;
    if (used.has(name.toLowerCase())) {
      const key = stem.toLowerCase();
      let n = next.get(key) ?? 2;
      for (name = `${stem}-${n}.${ext}`; used.has(name.toLowerCase()); name = `${stem}-${n}.${ext}`) n++;
      next.set(key, n + 1);
    }
    used.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}
