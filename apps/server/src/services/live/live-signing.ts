import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIVE_SIGNATURE_PARAM, type TokenValues } from '@mergepix/core';
import { canonicalValues } from './live-answer.ts';

// Signed links (docs/live-images.md, "Brand safety"): a design with `safety.signed` draws values
// only from links whose `mpx_sig` is the server's HMAC of the design's public id and the values
// as the server reads them. The API's recipient links and batch exports' recipients.csv carry
// one; a merge-tag link from an e-mail platform cannot, so its opens get the fallback.

/** The signature of one recipient's values for a design: 96 bits, URL-safe. */
export function valuesSignature(secret: string, publicId: string, values: TokenValues): string {
  return createHmac('sha256', `${secret}:live-sign`)
    .update(`${publicId}\n${canonicalValues(values)}`)
    .digest('base64url')
    .slice(0, 16);
}

/** The `mpx_sig` of a raw query, if it has one. */
function signatureParam(search: string): string | undefined {
  for (const part of search.replace(/^\?/, '').split('&'))
    if (part.startsWith(`${LIVE_SIGNATURE_PARAM}=`)) return part.slice(LIVE_SIGNATURE_PARAM.length + 1);
  return undefined;
}

/** Whether a raw query signs exactly `values` (as read from it) for the design. */
export function signedFor(secret: string, publicId: string, values: TokenValues, search: string): boolean {
  const given = Buffer.from(signatureParam(search) ?? '');
  const want = Buffer.from(valuesSignature(secret, publicId, values));
  return given.length === want.length && timingSafeEqual(given, want);
}
