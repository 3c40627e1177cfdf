/** Where a text goes into a value: the value after, and where the caret lands. */
export interface Insertion {
  readonly value: string;
  readonly caret: number;
}

/**
 * `text` put into `value` over the selection [start, end]. A token dropped right after a word
 * gets a space before it ("Hi[FIRSTNAME]" would read badly), and one before the next word.
 */
export function insertText(value: string, text: string, start: number, end = start): Insertion {
  const from = clamp(start, 0, value.length);
  const to = clamp(Math.max(end, from), 0, value.length);
  const before = value.slice(0, from);
  const after = value.slice(to);
  const lead = before !== '' && !/[\s([{"'“‘/-]$/.test(before) ? ' ' : '';
  const trail = after !== '' && !/^[\s)\]}.,!?;:"'”’/-]/.test(after) ? ' ' : '';
  const inserted = `${lead}${text}${trail}`;
  return { value: before + inserted + after, caret: from + lead.length + text.length };
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}
