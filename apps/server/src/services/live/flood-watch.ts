// Suspected floods of live image opens (docs/live-images.md, "Counting opens"): one address
// asking for many different values in a short time is a script, not a recipient. A person opens
// an e-mail a few times; an office behind one address opens a campaign for a handful of people a
// minute. Past FLOOD_DISTINCT different values in a minute, an address's opens count apart as a
// flood for FLOOD_HOLD_MS, and add no unique recipients. Mail providers' image proxies (which
// fetch for many recipients from few addresses) are never judged. Each instance judges the
// opens it answers: behind a balancer a flood spread over n instances needs n times the values.

/** Different values one address may open in a window before it counts as a flood. */
export const FLOOD_DISTINCT = 30;
export const FLOOD_WINDOW_MS = 60_000;
/** How long a flooding address's opens count apart. */
export const FLOOD_HOLD_MS = 10 * 60_000;
/**
 * Addresses remembered at once (a wider flood is judged on the first this many): each holds up to
 * FLOOD_DISTINCT small numbers, ~1.5 KB, so at most ~15 MB.
 */
export const FLOOD_MAX_ADDRESSES = 10_000;

/** A value as a 32-bit FNV-1a number: an address's values are told apart, not kept. */
function fingerprint(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export class FloodWatch {
  private windowStart = 0;
  /** Fingerprints of the values seen by address in the current window. */
  private seen = new Map<string, Set<number>>();
  /** Flooding addresses and until when they count apart. */
  private readonly flagged = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether an open of `value` (a design and its values) from `address` is part of a flood. */
  flooding(address: string | undefined, value: string): boolean {
    if (!address) return false;
    const now = this.now();
    const until = this.flagged.get(address);
    if (until !== undefined) {
      if (until > now) return true;
      this.flagged.delete(address);
    }
    if (now - this.windowStart >= FLOOD_WINDOW_MS) {
      this.windowStart = now;
      this.seen = new Map();
    }
    let values = this.seen.get(address);
    if (!values) {
      if (this.seen.size >= FLOOD_MAX_ADDRESSES) return false;
      values = new Set();
      this.seen.set(address, values);
    }
    values.add(fingerprint(value));
    if (values.size <= FLOOD_DISTINCT) return false;
    this.seen.delete(address);
    if (this.flagged.size >= FLOOD_MAX_ADDRESSES) this.forgetExpired(now);
    if (this.flagged.size < FLOOD_MAX_ADDRESSES) this.flagged.set(address, now + FLOOD_HOLD_MS);
    return true;
  }

  private forgetExpired(now: number): void {
    for (const [address, until] of this.flagged) if (until <= now) this.flagged.delete(address);
  }
}
