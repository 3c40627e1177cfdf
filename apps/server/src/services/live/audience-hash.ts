import { createHmac } from 'node:crypto';
import { planAudience } from '@mergepix/core';

/** An audience upload's body, as its schema reads it. */
export type AudiencePlanRequest = Parameters<typeof planAudience>[0];

// One audience value as it is stored and compared (docs/live-images.md, "Brand safety"): a keyed
// hash under a key derived from the server's secret, with the design and token in it. Made in the
// plan thread when a list is uploaded (batch-plan-thread.ts), and on the serving thread when an
// open is checked.

/** The length of one stored hash (base64url characters). */
export const AUDIENCE_HASH_LENGTH = 22;

/** The HMAC key of audience hashes, from the server's secret. */
export const audienceKey = (secret: string) => `${secret}:audience`;

/** The stored form of one value of a token in a design's list. */
export function audienceHash(key: string, designId: string, token: string, value: string): string {
  return createHmac('sha256', key)
    .update(`${designId}\n${token}\n${value}`)
    .digest('base64url')
    .slice(0, AUDIENCE_HASH_LENGTH);
}

/**
 * An uploaded list, hashed: per token, its values' hashes joined by commas (base64url has none),
 * one string a token, which crosses threads as one copy and reaches the database as one parameter.
 */
export type HashedAudience =
  | { readonly ok: true; readonly rows: number; readonly hashes: ReadonlyArray<readonly [string, string]> }
  | { readonly ok: false; readonly error: string };

/** Reads an audience CSV (core's planAudience) and hashes its distinct values for one design. */
export function hashAudience(request: AudiencePlanRequest, key: string, designId: string): HashedAudience {
  const plan = planAudience(request);
  if (!plan.ok) return plan;
  const hashes: [string, string][] = [];
  for (const [token, values] of plan.values) {
    const list: string[] = [];
    for (const value of values) list.push(audienceHash(key, designId, token, value));
    hashes.push([token, list.join(',')]);
  }
  return { ok: true, rows: plan.rows, hashes };
}
