const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "3 Jun 2030": a day, in the reader's locale. */
export function keyDate(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );
}

/**
 * When a key was last used, as people say it: "Never", "Just now", "5 minutes ago", "3 hours
 * ago", "Yesterday", then the date. The server keeps it to the minute, so nothing finer is shown.
 */
export function lastUsedLabel(iso: string | null, now: number = Date.now(), locale?: string): string {
  if (iso === null) return 'Never';
  const ago = Math.max(0, now - Date.parse(iso));
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return capitalized(relative.format(-Math.floor(ago / MINUTE), 'minute'));
  if (ago < DAY) return capitalized(relative.format(-Math.floor(ago / HOUR), 'hour'));
  if (ago < 2 * DAY) return capitalized(relative.format(-1, 'day'));
  return keyDate(iso, locale);
}
