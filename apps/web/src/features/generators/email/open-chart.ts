import type { OpenDay } from '@mergepix/core';

// The opens chart's data: one bar per day of the last weeks, zero days included, so gaps show.

export interface ChartDay {
  readonly day: string;
  readonly direct: number;
  readonly proxied: number;
}

/** The last `count` days ending `today` (UTC dates), each with its opens or zeros. */
export function chartDays(days: readonly OpenDay[], today: Date, count = 14): ChartDay[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const out: ChartDay[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i));
    const day = date.toISOString().slice(0, 10);
    const found = byDay.get(day);
    out.push({ day, direct: found?.direct ?? 0, proxied: found?.proxied ?? 0 });
  }
  return out;
}

/** A round top for the value axis: 1, 2, 5, 10, 20, 50… at or above `max`. */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}
