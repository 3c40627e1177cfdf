/** Every feature id the product knows: the 11 studio tools plus `crazy`, which the assistant names. */
export const FEATURE_IDS = [
  'image',
  'gif',
  'email',
  'action-figure',
  'music-figure',
  'tv-figure',
  'wrestling-figure',
  'meme',
  'ghibli',
  'cartoon',
  'video',
  'crazy',
] as const;

/** Identifier of a studio feature, e.g. `action-figure`. */
export type FeatureId = (typeof FEATURE_IDS)[number];

const IDS: ReadonlySet<string> = new Set(FEATURE_IDS);

/** Type guard for untrusted ids (navigation state, assistant replies, URLs). */
export function isFeatureId(value: unknown): value is FeatureId {
  return typeof value === 'string' && IDS.has(value);
}

/**
 * Generators that have a landing page but no studio tool of their own (the retro character set).
 * The catalog describes them like every tool; the studio and the assistant never list them.
 */
export const LANDING_ONLY_IDS = ['retro-figure'] as const;

/** Id of any catalog entry: a studio feature or a landing-only generator. */
export type CatalogId = FeatureId | (typeof LANDING_ONLY_IDS)[number];

const CATALOG_ID_SET: ReadonlySet<string> = new Set([...FEATURE_IDS, ...LANDING_ONLY_IDS]);

/** Type guard for catalog ids (folder names of the web app's generators, for one). */
export function isCatalogId(value: unknown): value is CatalogId {
  return typeof value === 'string' && CATALOG_ID_SET.has(value);
}
