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
