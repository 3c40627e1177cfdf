import type { ProviderHealth } from '@mergepix/core';
import { errorRate, formatMs } from './format';
import { StatusBadge, type Tone } from './status-badge';

const CIRCUIT: Record<ProviderHealth['circuit'], { tone: Tone; label: string; hint: string }> = {
  closed: { tone: 'ok', label: 'Closed', hint: 'calls go through' },
  open: { tone: 'bad', label: 'Open', hint: 'skipped after repeated failures' },
  'half-open': { tone: 'warn', label: 'Half-open', hint: 'the next call is a trial' },
};

/**
 * Each provider's circuit breaker as this server instance sees it: a breaker opens after failures
 * in a row, so calls skip to the next provider until it is retried.
 */
export function ProviderBreakers({ providers }: { providers: readonly ProviderHealth[] | undefined }) {
  return (
    <section aria-labelledby="provider-breakers-title" className="mt-10">
      <h2 id="provider-breakers-title" className="text-lg font-bold text-slate-950">
        Provider circuit breakers
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A provider that keeps failing is skipped for a while, and the next one (in the end the offline engine)
        answers instead. Figures are for this server instance.
      </p>
      {providers === undefined ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
          This server does not report its providers yet.
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="provider-breakers">
          {providers.map((p) => {
            const circuit = CIRCUIT[p.circuit];
            return (
              <li key={p.key} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">{p.label}</span>
                  <StatusBadge tone={circuit.tone}>{circuit.label}</StatusBadge>
                </div>
                <p className="mt-1 text-xs text-slate-500">
                  {p.key} ·{' '}
                  {p.configured ? `key set · ${circuit.hint}` : 'no key: not used, the next one answers'}
                </p>
                <p className="mt-2 text-slate-700">{errorRate(p.recent)}</p>
                {p.failuresInRow > 0 ? (
                  <p className="text-slate-700">
                    {p.failuresInRow} {p.failuresInRow === 1 ? 'failure' : 'failures'} in a row
                  </p>
                ) : null}
                {p.circuit === 'open' && p.retryInMs > 0 ? (
                  <p className="text-slate-700">Retried in {formatMs(p.retryInMs)}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
