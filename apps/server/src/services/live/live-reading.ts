import {
  designTokenRules,
  designValueFilter,
  type RefusalReason,
  rawQueryPairs,
  readRecipient,
  type TokenKey,
  type TokenValues,
} from '@mergepix/core';
import type { AudienceCheck } from './audience.ts';
import type { PublishedDesign } from './designs.ts';
import { canonicalValues } from './live-answer.ts';
import { isOwnerPreview } from './live-preview.ts';
import { signedFor } from './live-signing.ts';

// How an open's query is read for a published design (live-images.ts answers with it): the
// values drawn after the rules, the filter, signing and the design's audience.

/** A query as an open reads it: the values drawn, their canonical form, what the filter refused. */
export interface ReadQuery {
  readonly values: TokenValues;
  readonly canonical: string;
  readonly filtered: readonly RefusalReason[];
}

/** A reading with the values a design's audience does not hold left out (refused as unknown). */
export function knownOnly(read: ReadQuery, holds: AudienceCheck): ReadQuery {
  const entries = Object.entries(read.values) as [TokenKey, string][];
  const kept = entries.filter(([key, value]) => holds(key, value));
  if (kept.length === entries.length) return read;
  const values = Object.fromEntries(kept);
  const unknown = entries.length - kept.length;
  return {
    values,
    canonical: canonicalValues(values),
    filtered: [...read.filtered, ...Array.from({ length: unknown }, () => 'unknown' as const)],
  };
}

/** The values a query carries for `published`, and why any were refused (signing included). */
export function readQuery(
  published: PublishedDesign,
  search: string,
  secret: string,
): { values: TokenValues; filtered: RefusalReason[] } {
  const { design } = published.stored;
  const safety = designValueFilter(design);
  const reading = readRecipient(rawQueryPairs(search), designTokenRules(design), safety);
  let { values } = reading;
  const filtered: RefusalReason[] = Object.values(reading.filtered);
  // Signed links only: values without this server's signature of them are not drawn (the
  // owner's test view, with its preview token, shows what a signed link would).
  const unsigned = () =>
    !signedFor(secret, published.publicId, values, search) &&
    !isOwnerPreview(secret, published.publicId, search);
  if (safety.signed && Object.keys(values).length > 0 && unsigned()) {
    values = {};
    filtered.push('unsigned');
  }
  return { values, filtered };
}
