import type { DesignStats } from '@mergepix/core';
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { designsApi } from '@/components/tool-kit/designs/designs-api';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { CHART_SERIES, chartDays, dayTotal, niceMax } from './open-chart';

const W = 560;
const H = 160;
const PAD = { left: 28, bottom: 20, top: 8 };

/**
 * Opens of a published design: a chart of the last two weeks, unique recipients, and apart from
 * readers' opens the proxy prefetches, the filtered values and the suspected floods.
 */
export function StatsPanel({ designId }: { designId: string }) {
  const [stats, setStats] = useState<DesignStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setStats(await designsApi.stats(designId));
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not load the opens.');
    } finally {
      setLoading(false);
    }
  }, [designId]);
  useEffect(() => void load(), [load]);

  const days = chartDays(stats?.days ?? [], new Date());
  const top = niceMax(Math.max(0, ...days.map(dayTotal)));
  const plotW = W - PAD.left;
  const plotH = H - PAD.bottom - PAD.top;
  const bar = plotW / days.length;
  const y = (n: number) => PAD.top + plotH - (n / top) * plotH;

  return (
    <section aria-labelledby="stats-heading" className="flex flex-col gap-3" data-testid="stats-panel">
      <div className="flex items-center justify-between">
        <h3 id="stats-heading" className="text-base font-semibold text-slate-900">
          Opens
        </h3>
        <Button size="sm" variant="ghost" onClick={() => void load()} disabled={loading}>
          {loading ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" className="size-4" />}
          Refresh
        </Button>
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {stats ? (
        <>
          <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-3">
            {(
              [
                ['Opens', stats.totals.direct, 'opens-direct'],
                ['Unique recipients', stats.totals.unique, 'opens-unique'],
                ['Proxy prefetches', stats.totals.proxied, 'opens-proxied'],
                ['Filtered', stats.totals.filtered, 'opens-filtered'],
                ['Suspected floods', stats.totals.flood, 'opens-flood'],
              ] as const
            ).map(([label, value, id]) => (
              <div key={id} className="rounded-lg bg-slate-50 px-2 py-2">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="text-xl font-bold tabular-nums text-slate-900" data-testid={id}>
                  {value.toLocaleString()}
                </dd>
              </div>
            ))}
          </dl>
          <svg
            viewBox={`0 0 ${W} ${H}`}
            className="h-auto w-full"
            role="img"
            aria-label={`Opens per day over the last ${days.length} days`}
          >
            {[0, top / 2, top].map((t) => (
              <g key={t}>
                <line x1={PAD.left} x2={W} y1={y(t)} y2={y(t)} className="stroke-slate-200" />
                <text x={PAD.left - 4} y={y(t) + 4} textAnchor="end" className="fill-slate-500 text-[10px]">
                  {Number.isInteger(t) ? t : ''}
                </text>
              </g>
            ))}
            {days.map((d, i) => {
              const x = PAD.left + i * bar + bar * 0.15;
              const w = bar * 0.7;
              let below = 0;
              return (
                <g key={d.day}>
                  <title>{`${d.day}: ${CHART_SERIES.map((s) => `${d[s.key]} ${s.label.toLowerCase()}`).join(', ')}`}</title>
                  {CHART_SERIES.map((s) => {
                    const from = below;
                    below += d[s.key];
                    return d[s.key] > 0 ? (
                      <rect
                        key={s.key}
                        x={x}
                        width={w}
                        y={y(below)}
                        height={y(from) - y(below)}
                        className={s.fill}
                      />
                    ) : null;
                  })}
                  {i % 2 === days.length % 2 ? null : (
                    <text x={x + w / 2} y={H - 6} textAnchor="middle" className="fill-slate-500 text-[10px]">
                      {d.day.slice(5)}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
            {CHART_SERIES.map((s) => (
              <span key={s.key} className="flex items-center gap-1.5">
                <span className={`size-2.5 rounded-sm ${s.swatch}`} /> {s.label}
              </span>
            ))}
          </p>
          <p className="text-xs text-slate-600">
            Counted apart from your opens, so they never inflate them: Gmail and Apple Mail fetching images
            through their own servers (often before anyone reads the e-mail), links carrying a value your
            brand safety filter refused, and one address opening many different names at once. Your own
            previews are never counted.
          </p>
          {stats.totals.requests === 0 ? (
            <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
              No opens yet. Send yourself a test to see the first one here.
            </p>
          ) : null}
        </>
      ) : !error ? (
        <Spinner className="mx-auto my-6 size-6 text-brand-600" />
      ) : null}
    </section>
  );
}
