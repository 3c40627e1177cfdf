import type { OpenDay } from '@mergepix/core';

// The opens chart's data: one bar per day of the last weeks, zero days included, so gaps show.

/** The kinds of request a day's bar stacks, bottom first: readers' opens, then the rest apart. */
export const CHART_SERIES = [
  { key: 'direct', label: 'Opens', fill: 'fill-brand-600', swatch: 'bg-brand-600' },
  { key: 'proxied', label: 'Proxy prefetches', fill: 'fill-slate-300', swatch: 'bg-slate-300' },
  { key: 'filtered', label: 'Filtered', fill: 'fill-amber-400', swatch: 'bg-amber-400' },
  { key: 'flood', label: 'Suspected floods', fill: 'fill-red-400', swatch: 'bg-red-400' },
] as const;

export type SeriesKey = (typeof CHART_SERIES)[number]['key'];

export type ChartDay = { readonly day: string } & Readonly<Record<SeriesKey, number>>;

/** The last `count` days ending `today` (UTC dates), each with its opens or zeros. */
export function chartDays(days: readonly OpenDay[], today: Date, count = 14): ChartDay[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const out: ChartDay[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i));
    const day = date.toISOString().slice(0, 10);
    const found = byDay.get(day);
    out.push({
      day,
      direct: found?.direct ?? 0,
      proxied: found?.proxied ?? 0,
      filtered: found?.filtered ?? 0,
      flood: found?.flood ?? 0,
    });
  }
  return out;
}

/** A day's whole bar: every kind of request. */
export const dayTotal = (d: ChartDay) => CHART_SERIES.reduce((n, s) => n + d[s.key], 0);

/** A round top for the value axis: 1, 2, 5, 10, 20, 50… at or above `max`. */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}
