import { type Design, designLinkTokens, paramTokenKey, type TokenValues } from '@mergepix/core';

/**
 * The live URL as one recipient's e-mail would carry it: a lower-case parameter per token the
 * design uses, with that recipient's value (absent values are left out, as an unmerged field
 * would be).
 */
export function recipientUrl(
  url: string,
  design: Pick<Design, 'layers' | 'frames' | 'segments' | 'countdown'>,
  values: TokenValues,
): string {
  const params = new URLSearchParams();
  // Every token a link carries: the layers', the segment's and a recipient deadline's.
  for (const key of designLinkTokens(design)) {
    const value = values[key];
    if (value && paramTokenKey(key.toLowerCase()) === key) params.set(key.toLowerCase(), value);
  }
  const query = params.toString();
  return query ? `${url}?${query}` : url;
}

/**
 * The same live URL as a ticking GIF (docs/live-images.md, "Countdowns"): a design with a
 * countdown answers `.gif` with one frame a second; the query is kept as it is.
 */
export function tickingGifUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return path.replace(/\.(jpe?g|png|webp)$/i, '.gif') + (q < 0 ? '' : url.slice(q));
}
