/** True once the page has scrolled strictly past the threshold (the header turns opaque then). */
export function isScrolledPast(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}

/**
 * The element id a location hash points at, or null when there is none.
 * Hashes arrive percent-encoded from the URL; a malformed escape falls back to the raw text
 * instead of throwing, so a hand-typed URL can never crash navigation.
 */
export function hashToElementId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
