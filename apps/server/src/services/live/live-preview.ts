import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIVE_PREVIEW_PARAM } from '@mergepix/core';

// The owner's own look at a published image (docs/live-images.md, "Counting opens"): the
// designer's test view and its "open it as a recipient would" link carry a parameter that only
// the server could have made for that design, and such an open is drawn like any other but never
// counted. Anyone who sees the parameter can only keep their own opens of that design out of its
// counts, which they could do by not opening it.

/** The preview parameter's value for a design's public id. */
export function previewToken(secret: string, publicId: string): string {
  return createHmac('sha256', `${secret}:live-preview`).update(publicId).digest('base64url').slice(0, 22);
}

/** Whether a raw query carries the right preview parameter for `publicId`. */
export function isOwnerPreview(secret: string, publicId: string, search: string): boolean {
  const at = search.indexOf(`${LIVE_PREVIEW_PARAM}=`);
  if (at < 0 || (at > 0 && search[at - 1] !== '&' && search[at - 1] !== '?')) return false;
  const start = at + LIVE_PREVIEW_PARAM.length + 1;
  const end = search.indexOf('&', start);
  const given = Buffer.from(search.slice(start, end < 0 ? undefined : end));
  const want = Buffer.from(previewToken(secret, publicId));
  return given.length === want.length && timingSafeEqual(given, want);
}
