import { z } from 'zod';
import type { TokenKey } from '../tokens/registry.ts';
import { checkColumns, csvTextSchema, tokenKeySchema } from './batch.ts';
import { columnTokens, parseCsv } from './csv.ts';
import { normalizeRecipientValue } from './recipient-values.ts';

// Known recipients (docs/live-images.md, "Brand safety"): a design's audience list, sent as a CSV
// (PUT /rest/v1/designs/{id}/audience) and kept only as keyed hashes of its values. A design with
// `safety.known` draws a value only when its list holds it for that token.

/** Rows a design's audience may hold in all (a call holds at most CSV_LIMITS.maxRows). */
export const AUDIENCE_MAX_ROWS = 200_000;

/** A value as the audience compares it: normalized, in any case. */
export const audienceValue = (value: string) => normalizeRecipientValue(value).toLocaleLowerCase('und');

export const audienceRequestSchema = z
  .object({
    csv: csvTextSchema,
    /**
     * The token of each column (null: not used). Left out, each column whose header names a token
     * (as a batch export reads headers) is used.
     */
    columns: z.array(tokenKeySchema.nullable()).max(1000).optional(),
    /** Add these rows to the list already stored instead of replacing it. */
    append: z.boolean().default(false),
  })
  .strict()
  .superRefine((request, ctx) => {
    if (request.columns) checkColumns(request.columns, ctx);
  });

export type AudienceRequest = z.input<typeof audienceRequestSchema>;

/** GET/PUT …/audience: how many distinct values of each token the list holds. */
export interface AudienceSummary {
  readonly values: Partial<Record<TokenKey, number>>;
  readonly updated_at: string | null;
}

/** The distinct values of an audience CSV, by token, or why the file cannot be used. */
export type AudiencePlan =
  | { readonly ok: true; readonly rows: number; readonly values: ReadonlyMap<TokenKey, ReadonlySet<string>> }
  | { readonly ok: false; readonly error: string };

/** Reads an audience request's CSV: its columns' tokens (given, or by header), values compared in any case. */
export function planAudience(request: z.output<typeof audienceRequestSchema>): AudiencePlan {
  const parsed = parseCsv(request.csv);
  if (!parsed.ok) return parsed;
  const guessed = columnTokens(parsed.headers);
  const columns = request.columns ?? parsed.headers.map((_, i) => guessed[i] ?? null);
  if (columns.length !== parsed.headers.length)
    return {
      ok: false,
      error: `The file has ${parsed.headers.length} columns, but ${columns.length} were mapped.`,
    };
  if (!columns.some((c) => c !== null))
    return {
      ok: false,
      error: 'No column names a token: name a column firstname, company… or send `columns`.',
    };
  const values = new Map<TokenKey, Set<string>>();
  for (const row of parsed.rows)
    columns.forEach((key, i) => {
      const value = key ? audienceValue(row.cells[i] ?? '') : '';
      if (!key || value === '') return;
      let set = values.get(key);
      if (!set) {
        set = new Set();
        values.set(key, set);
      }
      set.add(value);
    });
  return { ok: true, rows: parsed.rows.length, values };
}
