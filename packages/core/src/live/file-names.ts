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
 * digits), with `-2`, `-3`… added where a name repeats (case-insensitively).
 */
export function batchFileNames(count: number, label: (index: number) => string, ext: string): string[] {
  const used = new Set<string>();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const stem = fileStem(label(i)) || `row-${i + 1}`;
    let name = `${stem}.${ext}`;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${stem}-${n}.${ext}`;
    used.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}
