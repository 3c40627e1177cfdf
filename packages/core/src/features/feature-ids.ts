/** Every feature id the product knows: the studio tools plus `crazy`, which the assistant names. */
export const FEATURE_IDS = [
  'image',
  'gif',
  'live-images',
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

/**
 * Ids a tool was known by before, so old links, saved favorites and assistant answers still open
 * it: the live image designer was `email` until its id took the name users see.
 */
export const RENAMED_FEATURE_IDS: Readonly<Record<string, FeatureId>> = { email: 'live-images' };

/** The id a tool goes by now: a renamed id's new one, anything else unchanged. */
export function currentFeatureId(id: string): string {
  return Object.hasOwn(RENAMED_FEATURE_IDS, id) ? (RENAMED_FEATURE_IDS[id] as string) : id;
}

/** Type guard for untrusted ids (navigation state, assistant replies, URLs). */
export function isFeatureId(value: unknown): value is FeatureId {
  return typeof value === 'string' && IDS.has(value);
}

/**
 * Catalog entries that are not features: no help text, and the assistant never names them (the
 * retro character set). Whether any entry is in the studio is said by its catalog `studio` field
 * alone; the web registry's test holds each tool folder's `studio-tool.tsx` to that field.
 */
export const CATALOG_ONLY_IDS = ['retro-figure'] as const;

/** Id of any catalog entry: a feature or a catalog-only generator. */
export type CatalogId = FeatureId | (typeof CATALOG_ONLY_IDS)[number];

const CATALOG_ID_SET: ReadonlySet<string> = new Set([...FEATURE_IDS, ...CATALOG_ONLY_IDS]);

/** Type guard for catalog ids (folder names of the web app's generators, for one). */
export function isCatalogId(value: unknown): value is CatalogId {
  return typeof value === 'string' && CATALOG_ID_SET.has(value);
}
