/**
 * Up to two initials for an avatar: first and last word of the name, else the first letter of
 * the e-mail. Works with any script (uses code points, not UTF-16 units).
 */
export function initialsOf(name: string | null | undefined, email: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? [...word][0] : '')).join('');
  if (letters) return letters.toLocaleUpperCase();
  const fromEmail = [...(email ?? '').trim()][0];
  return fromEmail ? fromEmail.toLocaleUpperCase() : '?';
}
