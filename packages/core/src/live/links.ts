import { isTokenKey, type TokenKey, type TokenValues } from '../tokens/registry.ts';
import { findTokens } from '../tokens/substitute.ts';
import { type Design, type DesignFormat, designTexts } from './design-schema.ts';
import { tokenParam } from './platform-fields.ts';
import { EMAIL_PLATFORMS, type EmailPlatform } from './platforms.ts';
import { segmentToken } from './segments.ts';

// The links a user pastes into their e-mail platform: the published image's URL with that
// platform's merge tag in each token's parameter, and a ready <img> tag.

/** What a published design's links are made from. */
/**
 * The query parameter of an owner's preview: an open that carries the design's preview token in
 * it is drawn but never counted (DesignRecord.preview_token).
 */
export const LIVE_PREVIEW_PARAM = 'mpx_preview';

/** A live URL as its owner previews it: the same image, never counted as an open. */
export function ownerPreviewUrl(url: string, previewToken: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${LIVE_PREVIEW_PARAM}=${encodeURIComponent(previewToken)}`;
}

/**
 * The query parameter of a signed link: an HMAC of the link's values under the server's secret.
 * A design with `safety.signed` draws values only from links that carry a right one.
 */
export const LIVE_SIGNATURE_PARAM = 'mpx_sig';

export interface LinkSource {
  /** The public origin, e.g. https://mergepix.example. */
  readonly origin: string;
  readonly publicId: string;
  readonly format: DesignFormat;
  readonly width: number;
  readonly height: number;
  /** The layers' texts, in drawing order: their tokens become parameters and the alt text. */
  readonly texts: readonly string[];
  /**
   * The tokens the URL carries, in order ({@link designLinkTokens}: the texts' tokens, the
   * segment's and the countdown's deadline); the texts' tokens when absent.
   */
  readonly tokens?: readonly TokenKey[];
}

/** One platform's link. */
export interface PlatformLink {
  readonly platform: string;
  readonly name: string;
  readonly url: string;
  readonly img: string;
  /** Whether the merged values are URL-encoded by the platform. */
  readonly encoded: boolean;
  readonly docs: readonly string[];
}

/** The image's URL with no parameters: every recipient sees the fallbacks. */
export function liveImageUrl(src: Pick<LinkSource, 'origin' | 'publicId' | 'format'>): string {
  return `${src.origin.replace(/\/+$/, '')}/i/${src.publicId}.${src.format}`;
}

/**
 * One recipient's image URL: each value in its token's parameter, URL-encoded, so the live
 * endpoint reads back exactly these values. Parameters follow `order` (the design's tokens, as
 * in its platform links), then the other tokens alphabetically; a signature, when given, last.
 */
export function recipientImageUrl(
  src: Pick<LinkSource, 'origin' | 'publicId' | 'format'>,
  values: TokenValues,
  order: readonly TokenKey[] = [],
  signature?: string,
): string {
  const rank = (key: string) => {
    const at = order.indexOf(key as TokenKey);
    return at < 0 ? order.length : at;
  };
  const query = Object.entries(values)
    .filter((entry): entry is [TokenKey, string] => Boolean(entry[1]) && isTokenKey(entry[0]))
    .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : 1))
    .map(([key, value]) => `${tokenParam(key)}=${encodeURIComponent(value)}`)
    .join('&');
  if (!query) return liveImageUrl(src);
  return `${liveImageUrl(src)}?${query}${signature ? `&${LIVE_SIGNATURE_PARAM}=${signature}` : ''}`;
}

/** The tokens a design's texts use, in order of first use. */
export function designTokens(texts: readonly string[]): TokenKey[] {
  return [...new Set(texts.flatMap((text) => findTokens(text)))];
}

/**
 * The tokens a design's links carry, in order: its texts' tokens, then the token that picks its
 * segment (when it has segments) and its countdown's deadline token (when each recipient has
 * their own deadline). Neither of the last two is drawn as text, so no layer names them.
 */
export function designLinkTokens(
  design: Pick<Design, 'layers' | 'frames' | 'segments' | 'countdown'>,
): TokenKey[] {
  const tokens = designTokens(designTexts(design));
  if (design.segments?.items.length) tokens.push(segmentToken(design.segments));
  const deadline = design.countdown?.deadline;
  if (deadline?.kind === 'token') tokens.push(deadline.token as TokenKey);
  return [...new Set(tokens)];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Alt text: the layers' words with each token as the platform's merge tag (its inline fallback when it has one). */
function altText(texts: readonly string[], tag: (key: TokenKey) => string): string {
  return texts
    .map((text) =>
      text.replace(/\[([A-Za-z0-9_]+)(?:\|([^[\]]*))?\]/g, (all, raw: string) => {
        const key = raw.toUpperCase();
        return isTokenKey(key) ? tag(key) : all;
      }),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A platform's link for a design. */
export function platformLink(src: LinkSource, platform: EmailPlatform): PlatformLink {
  const tokens = src.tokens ?? designTokens(src.texts);
  const inUrl = platform.urlTag ?? platform.tag;
  const query = tokens.map((key) => `${tokenParam(key)}=${inUrl(key)}`).join('&');
  const url = query ? `${liveImageUrl(src)}?${query}` : liveImageUrl(src);
  const alt = altText(src.texts, platform.tag);
  return {
    platform: platform.id,
    name: platform.name,
    url,
    img: `<img src="${escapeHtml(url)}" width="${src.width}" height="${src.height}" alt="${escapeHtml(alt)}" style="display:block;max-width:100%;height:auto;border:0">`,
    encoded: Boolean(platform.urlTag),
    docs: platform.docs,
  };
}

/** Every platform's link for a design. */
export function platformLinks(src: LinkSource): PlatformLink[] {
  return EMAIL_PLATFORMS.map((platform) => platformLink(src, platform));
}
