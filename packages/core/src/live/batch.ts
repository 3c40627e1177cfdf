import { z } from 'zod';
import { isTokenKey, type TokenKey, type TokenValues } from '../tokens/registry.ts';
import { countdownDeadline } from './countdown.ts';
import { CSV_LIMITS, type CsvProblem, type CsvRead, type CsvRow, parseCsv } from './csv.ts';
import { type Design, designTokenRules, designValueFilter } from './design-schema.ts';
import { batchFileNames } from './file-names.ts';
import {
  checkRecipientValue,
  defaultRuleFor,
  normalizeRecipientValue,
  valueProblemNote,
} from './recipient-values.ts';
import { type Segments, segmentIndex } from './segments.ts';

// Batch export: a recipient CSV turned into one image per good row, drawn on the server as a
// job. The request, the job as the API answers it, and the plan (each row's values and file
// name, and the rows that cannot be used) shared by the server and the designer's preview.

/** How much one account may export. */
export const BATCH_LIMITS = {
  /** Exports one account may have queued or running at once. */
  activePerUser: 2,
  /** Exports one account may start in 24 hours. */
  perDay: 20,
  /** Days a finished export (its ZIP) is kept. */
  retentionDays: 7,
  /** Problems a job answer lists; `problem_count` says how many there are in all. */
  listedProblems: 1000,
} as const;

/**
 * UTF-8 bytes of a string, without encoding it (a lone surrogate counts 3, as U+FFFD; two lone
 * halves with only ASCII between them count as a pair, 2 bytes short: a bound, not an encoder).
 */
export function utf8Length(text: string): number {
  // ASCII runs are dropped natively first: counted one character at a time, a 5 MB file of
  // mostly ASCII held the thread ~50 ms.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: every ASCII character, controls too
  const rest = text.replace(/[\x00-\x7f]+/g, '');
  let bytes = text.length - rest.length;
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charCodeAt(i);
    if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && (rest.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair is one 4-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** A token's name in any case, as its key. */
export const tokenKeySchema = z.string().transform((raw, ctx): TokenKey => {
  const key = raw.toUpperCase();
  if (isTokenKey(key)) return key;
  ctx.addIssue({ code: 'custom', message: `Unknown token "${raw}".` });
  return z.NEVER;
});

/** A recipient CSV's text, within the size limit. */
export const csvTextSchema = z
  .string()
  .min(1, 'Choose a CSV file.')
  .refine((csv) => utf8Length(csv) <= CSV_LIMITS.maxBytes, {
    message: `The file is larger than the ${megabytes(CSV_LIMITS.maxBytes)} limit.`,
  });

/** Adds an issue for a token chosen for two columns, and for no token chosen at all. */
export function checkColumns(columns: readonly (TokenKey | null)[], ctx: z.RefinementCtx): void {
  const seen = new Set<TokenKey>();
  columns.forEach((key, i) => {
    if (key && seen.has(key))
      ctx.addIssue({ code: 'custom', message: `${key} is chosen for two columns.`, path: ['columns', i] });
    if (key) seen.add(key);
  });
  if (seen.size === 0)
    ctx.addIssue({ code: 'custom', message: 'Choose a token for at least one column.', path: ['columns'] });
}

/** POST /rest/v1/designs/{id}/batch: the CSV's text and what each of its columns does. */
export const batchRequestSchema = z
  .object({
    csv: csvTextSchema,
    /** One entry per CSV header: the token that column fills, or null. */
    columns: z.array(tokenKeySchema.nullable()).min(1, 'Map the file’s columns.').max(1000),
    /** The column whose value names each image; null numbers them. */
    nameColumn: z.number().int().min(0).nullable().default(null),
  })
  .superRefine((request, ctx) => {
    checkColumns(request.columns, ctx);
    if (request.nameColumn !== null && request.nameColumn >= request.columns.length)
      ctx.addIssue({
        code: 'custom',
        message: 'The naming column is not in the file.',
        path: ['nameColumn'],
      });
  });

export type BatchRequest = z.output<typeof batchRequestSchema>;

export const BATCH_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BatchJobStatus = (typeof BATCH_JOB_STATUSES)[number];

const problemSchema = z.object({ line: z.number().int(), reason: z.string() });

/** A batch export as the API answers it (GET /rest/v1/jobs/{id}). */
export const batchJobSchema = z.object({
  id: z.string(),
  design_id: z.string(),
  design_name: z.string(),
  status: z.enum(BATCH_JOB_STATUSES),
  /** Images to draw: the good rows. */
  total: z.number().int(),
  /** Images drawn so far. */
  done: z.number().int(),
  /** Rows skipped or drawn with a fallback, by line (at most BATCH_LIMITS.listedProblems). */
  problems: z.array(problemSchema),
  problem_count: z.number().int(),
  /** Why a failed export stopped. */
  error: z.string().nullable(),
  /** Seconds until the ZIP is ready, from the measured rate; null while unknown. */
  eta_seconds: z.number().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** When a finished export's ZIP is deleted. */
  expires_at: z.string().nullable(),
  /** The ZIP, once done. */
  download_url: z.string().nullable(),
});

export type BatchJob = z.output<typeof batchJobSchema>;

/** One image of an export: the CSV row it comes from, its values and its file name. */
export interface BatchRow extends CsvRow {
  readonly values: TokenValues;
  readonly file: string;
}

export type BatchPlan = CsvRead<BatchRow>;

/**
 * What an export of `request` over `design` draws: each good row's values (normalized and
 * checked against the design's rules, exactly as the live URL would) and file name, and the
 * problems by line — rows that cannot be used, and values replaced by their fallback.
 */
export function planBatch(
  request: BatchRequest,
  design: Pick<Design, 'format' | 'rules' | 'safety' | 'countdown'>,
): BatchPlan {
  const parsed = parseCsv(request.csv);
  if (!parsed.ok) return parsed;
  const { headers } = parsed;
  if (request.columns.length !== headers.length)
    return {
      ok: false,
      error: `The file has ${headers.length} columns, but ${request.columns.length} were mapped.`,
    };
  const rules = designTokenRules(design);
  const filter = designValueFilter(design);
  const now = Date.now();
  const kept: { line: number; cells: readonly string[]; values: TokenValues }[] = [];
  const problems: CsvProblem[] = [...parsed.problems];
  for (const row of parsed.rows) {
    // A row of delimiters only (spreadsheets leave them at the end); an empty token is not one.
    if (row.cells.every((cell) => cell === '')) {
      problems.push({ line: row.line, reason: 'The row is empty.' });
      continue;
    }
    const values: Record<string, string> = {};
    const notes: string[] = [];
    request.columns.forEach((key, i) => {
      if (!key) return;
      const value = normalizeRecipientValue(row.cells[i] ?? '');
      const rule = rules[key] ?? defaultRuleFor(key);
      const { problem, filtered } = checkRecipientValue(value, key, rule, filter);
      if (!problem) values[key] = value;
      else if (problem !== 'empty') notes.push(valueProblemNote(headers[i] ?? key, problem, rule, filtered));
    });
    // A recipient's own deadline that does not read shows the countdown's fallback text.
    const deadline = design.countdown?.deadline;
    if (design.countdown && deadline?.kind === 'token') {
      const raw = values[deadline.token];
      if (raw !== undefined && countdownDeadline(design.countdown, values, now) === undefined)
        notes.push(
          `${headers[request.columns.indexOf(deadline.token)] ?? 'The deadline'} "${raw}" is not a date and time within a year: the countdown shows its fallback text`,
        );
    }
    if (notes.length) problems.push({ line: row.line, reason: `${notes.join('; ')}: the fallback is used.` });
    kept.push({ line: row.line, cells: row.cells, values });
  }
  problems.sort((a, b) => a.line - b.line);
  if (kept.length === 0) {
    const first = problems[0];
    return {
      ok: false,
      error: `None of the rows can be used.${first ? ` Line ${first.line}: ${first.reason}` : ''}`,
    };
  }
  const digits = String(kept.length).length;
  const { nameColumn } = request;
  const names = batchFileNames(
    kept.length,
    (i) => (nameColumn === null ? String(i + 1).padStart(digits, '0') : (kept[i]?.cells[nameColumn] ?? '')),
    design.format,
  );
  return {
    ok: true,
    delimiter: parsed.delimiter,
    headers,
    rows: kept.map((row, i) => ({ ...row, file: names[i] ?? `row-${i + 1}.${design.format}` })),
    problems,
  };
}

/**
 * The segments an export's rows pick, as indexes into `segments.items` in ascending order: the
 * segment bases the export draws on (a row that picks none shows the design's own base).
 */
export function batchSegments(
  rows: readonly { readonly values: TokenValues }[],
  segments: Segments | undefined,
): number[] {
  if (!segments?.items.length) return [];
  const picked = new Set<number>();
  for (const row of rows) {
    const index = segmentIndex(segments, row.values);
    if (index >= 0) picked.add(index);
  }
  return [...picked].sort((a, b) => a - b);
}
