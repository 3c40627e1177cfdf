import { isTokenKey, type TokenKey } from '../tokens/registry.ts';

// Recipient lists for batch export: a CSV as marketers export it (UTF-8 with or without BOM,
// comma or semicolon, quoted fields with commas, quotes and line breaks inside), read into rows
// with the line each row starts on, so bad rows can be named and the good ones still render.

export const CSV_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 10_000 } as const;

/** A data row and the line of the file it starts on (the header is line 1). */
export interface CsvRow {
  readonly line: number;
  readonly cells: readonly string[];
}

/** A row that cannot be used, and why. */
export interface CsvProblem {
  readonly line: number;
  readonly reason: string;
}

/** A CSV read into rows of type `R` (with the rows it could not use), or why it could not be read. */
export type CsvRead<R extends CsvRow> =
  | {
      readonly ok: true;
      readonly delimiter: ',' | ';';
      readonly headers: readonly string[];
      readonly rows: readonly R[];
      readonly problems: readonly CsvProblem[];
    }
  | { readonly ok: false; readonly error: string };

export type CsvResult = CsvRead<CsvRow>;

/** The delimiter of a header line: the one of `,` and `;` that appears more outside quotes. */
function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

interface RawRecord {
  line: number;
  cells: string[];
}

/** Splits CSV text into records (RFC 4180 quoting); `unterminated` names a quote never closed. */
function records(text: string, delimiter: string): { records: RawRecord[]; unterminated?: number } {
  const out: RawRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let quoteLine = 0;
  const endRecord = () => {
    cells.push(cell);
    // A blank line is no record.
    if (!(cells.length === 1 && cells[0] === '')) out.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += ch;
  }
  if (quoted) return { records: out, unterminated: quoteLine };
  if (cell !== '' || cells.length) endRecord();
  return { records: out };
}

/** Reads a recipient CSV: its headers, its rows with their lines, and the rows it cannot use. */
export function parseCsv(input: string, limits = CSV_LIMITS): CsvResult {
  if (input.includes('\u0000')) return { ok: false, error: 'This file is not a text CSV.' };
  const text = input.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text);
  const parsed = records(text, delimiter);
  if (parsed.unterminated)
    return { ok: false, error: `A quoted field that starts on line ${parsed.unterminated} is never closed.` };
  const [header, ...data] = parsed.records;
  if (!header) return { ok: false, error: 'The file is empty.' };
  const headers = header.cells.map((h) => h.trim());
  if (data.length === 0) return { ok: false, error: 'The file has a header row but no recipients.' };
  if (data.length > limits.maxRows)
    return {
      ok: false,
      error: `The file has ${data.length.toLocaleString('en-US')} rows; the limit is ${limits.maxRows.toLocaleString('en-US')}.`,
    };
  const rows: CsvRow[] = [];
  const problems: CsvProblem[] = [];
  for (const record of data) {
    if (record.cells.length !== headers.length)
      problems.push({
        line: record.line,
        reason: `Expected ${headers.length} fields, found ${record.cells.length}.`,
      });
    else rows.push({ line: record.line, cells: record.cells.map((c) => c.trim()) });
  }
  return { ok: true, delimiter, headers, rows, problems };
}

// Column names platforms and spreadsheets use for the tokens, beyond the token's own name.
const ALIASES: Readonly<Record<string, TokenKey>> = {
  FNAME: 'FIRSTNAME',
  GIVENNAME: 'FIRSTNAME',
  FORENAME: 'FIRSTNAME',
  LNAME: 'LASTNAME',
  SURNAME: 'LASTNAME',
  FAMILYNAME: 'LASTNAME',
  COMPANYNAME: 'COMPANY',
  ORGANIZATION: 'COMPANY',
  ORGANISATION: 'COMPANY',
  ORGANIZATIONNAME: 'COMPANY',
  EMAILADDRESS: 'EMAIL',
  MAIL: 'EMAIL',
  NAME: 'FULLNAME',
  JOBTITLE: 'TITLE',
};

/** The token a column header names, if any: "First Name", "first_name", "FNAME" → FIRSTNAME. */
export function headerTokenKey(header: string): TokenKey | undefined {
  const key = header
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
  if (isTokenKey(key)) return key;
  return ALIASES[key];
}

/** Which token each column fills (by index); a token named by two columns takes the first. */
export function columnTokens(headers: readonly string[]): Partial<Record<number, TokenKey>> {
  const seen = new Set<TokenKey>();
  const out: Partial<Record<number, TokenKey>> = {};
  headers.forEach((header, i) => {
    const key = headerTokenKey(header);
    if (key && !seen.has(key)) {
      seen.add(key);
      out[i] = key;
    }
  });
  return out;
}

/**
 * A cell a spreadsheet will show as text, never run: one starting like a formula (`=`, `+`, `-`,
 * `@`, tab, carriage return) gets a leading apostrophe (the OWASP advice for CSV injection).
 */
export function spreadsheetText(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * One CSV line: a cell is quoted when it holds either delimiter (a spreadsheet set to split on
 * `;` would otherwise cut `x;=1+1` of a comma file into a formula), a quote, a line break or
 * edge spaces.
 */
export function csvLine(cells: readonly string[], delimiter: ',' | ';' = ','): string {
  return cells
    .map((cell) => (/[,;"\r\n]|^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
    .join(delimiter);
}
