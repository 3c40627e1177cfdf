import { CSV_LIMITS, type CsvResult, columnTokens, parseCsv, type TokenKey } from '@mergepix/core';

// Reading the recipient list the user picked, before anything is sent: the size limit first
// (a 50 MB file is refused without being read), then text, then core's CSV rules.

export type CsvFile =
  | { readonly ok: false; readonly error: string }
  | {
      readonly ok: true;
      readonly name: string;
      readonly text: string;
      readonly parsed: Extract<CsvResult, { ok: true }>;
      /** Which token each column fills, guessed from its header. */
      readonly columns: (TokenKey | null)[];
    };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function readCsvFile(file: Blob & { name?: string }): Promise<CsvFile> {
  if (file.size > CSV_LIMITS.maxBytes)
    return {
      ok: false,
      error: `This file is ${mb(file.size)}; the limit is ${mb(CSV_LIMITS.maxBytes)}. Split it into smaller lists.`,
    };
  if (file.size === 0) return { ok: false, error: 'The file is empty.' };
  const text = await file.text();
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  const guessed = columnTokens(parsed.headers);
  return {
    ok: true,
    name: file.name ?? 'recipients.csv',
    text,
    parsed,
    columns: parsed.headers.map((_, i) => guessed[i] ?? null),
  };
}
