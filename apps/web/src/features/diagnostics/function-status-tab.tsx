import type { FunctionName } from '@mergepix/core';
import { Spinner } from '@/components/ui/spinner';
import { formatMs } from './format';
import { ProviderBreakers } from './provider-breakers';
import { StatusBadge } from './status-badge';
import { useTestRuns } from './test-runs-store';
import type { DiagnosticsCheck } from './use-diagnostics-check';

/** The latest error of a function: its own test run's, when there was one, else the probe's. */
function useLastErrors(): Partial<Record<FunctionName, string>> {
  const runs = useTestRuns((s) => s.runs);
  const out: Partial<Record<FunctionName, string>> = {};
  for (const [name, run] of Object.entries(runs)) {
    if (run?.phase === 'done' && run.result.error) out[name as FunctionName] = `Test: ${run.result.error}`;
    if (run?.phase === 'skipped') out[name as FunctionName] = `Test skipped: ${run.reason}`;
  }
  return out;
}

/** Reachability, latency and last error of every function, then the providers' breakers. */
export function FunctionStatusTab({ check }: { check: DiagnosticsCheck }) {
  const lastErrors = useLastErrors();
  return (
    <div>
      <p className="text-sm text-slate-600">
        Each function is probed with an OPTIONS request; 204 means the server runs it.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {check.functions.map((f) => {
          const error = lastErrors[f.name] ?? f.error;
          return (
            <li
              key={f.name}
              data-testid={`status-${f.name}`}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3"
            >
              <code className="min-w-0 flex-1 font-mono text-sm font-semibold break-words text-slate-900">
                {f.name}
              </code>
              <div className="flex items-center gap-3 text-sm">
                {f.accessible === null ? (
                  <span className="inline-flex items-center gap-1.5 text-slate-500">
                    <Spinner /> Checking…
                  </span>
                ) : (
                  <StatusBadge tone={f.accessible ? 'ok' : 'bad'}>
                    {f.accessible ? 'Accessible' : 'Not accessible'}
                  </StatusBadge>
                )}
                <span className="w-14 text-right text-slate-600 tabular-nums">
                  {f.ms === null ? '' : formatMs(f.ms)}
                </span>
              </div>
              {error ? (
                <p className="w-full text-sm text-red-800 md:w-72 md:text-right">{error}</p>
              ) : (
                <p className="hidden text-sm text-slate-500 md:block md:w-72 md:text-right">No errors</p>
              )}
            </li>
          );
        })}
      </ul>
      <ProviderBreakers providers={check.health?.body?.providers} />
    </div>
  );
}
