/** What an authenticator app needs when the QR code cannot be scanned. */
export interface TotpKeyInfo {
  secret: string;
  issuer: string | null;
  account: string | null;
}

/**
 * Reads the secret (and labels) from an `otpauth://totp/Issuer:account?secret=…` URI
 * (Google Authenticator's key-URI format). Returns null for anything else.
 */
export function parseTotpUri(uri: string): TotpKeyInfo | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'otpauth:') return null;
  const secret = url.searchParams.get('secret')?.replace(/\s/g, '').toUpperCase();
  if (!secret) return null;
  // The label is the path after the type ("/Issuer:account"), percent-encoded.
  const label = decodeURIComponent(url.pathname.replace(/^\/+(totp\/)?/, ''));
  const separator = label.indexOf(':');
  const account = (separator >= 0 ? label.slice(separator + 1) : label).trim() || null;
  const issuer = url.searchParams.get('issuer') ?? (separator >= 0 ? label.slice(0, separator) : null);
  return { secret, issuer: issuer?.trim() || null, account };
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type from another screen. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
