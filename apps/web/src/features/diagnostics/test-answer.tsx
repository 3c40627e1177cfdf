import type { ReactNode } from 'react';
import { AnswerImage } from './answer-image';
import { formatMs } from './format';
import { StatusBadge, statusTone } from './status-badge';
import type { RunState } from './test-runs-store';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The provider as people say it. */
function providerName(provider: string): string {
  if (provider === 'offline') return 'built-in guide (offline)';
  if (provider === 'local') return 'offline engine';
  return provider;
}

/** A test run's answer: status, time, request id, provider and fallback, then the body itself. */
export function TestAnswer({ name, run }: { name: string; run: RunState }) {
  if (run.phase === 'skipped')
    return (
      <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
        Not sent: {run.reason}
      </p>
    );
  if (run.phase === 'running')
    return run.text ? (
      <pre data-testid="test-stream" aria-live="polite" className={TEXT}>
        {run.text}
      </pre>
    ) : (
      <p className="text-sm text-slate-500">Waiting for {name}…</p>
    );
  const r = run.result;
  return (
    <div data-testid={`answer-${name}`} className="flex flex-col gap-3">
      <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-sm">
        <Fact label="Status">
          <StatusBadge tone={statusTone(r.status)}>{r.status === 0 ? 'No answer' : r.status}</StatusBadge>
        </Fact>
        <Fact label="Time">{formatMs(r.ms)}</Fact>
        <Fact label="Provider">
          {r.provider ? providerName(r.provider) : '—'}
          {r.model ? <span className="block text-xs font-normal text-slate-500">{r.model}</span> : null}
        </Fact>
        <div className="col-span-3 min-w-0">
          <dt className="text-xs text-slate-500">Request id</dt>
          <dd>
            <code data-testid="answer-request-id" className="font-mono text-xs break-all text-slate-900">
              {r.requestId}
            </code>
          </dd>
        </div>
      </dl>
      {r.fallback ? (
        <p className="rounded-xl bg-sky-50 p-3 text-sm text-sky-950">
          Using fallback mechanism{r.fallbackFrom ? ` (asked ${r.fallbackFrom} first)` : ''}: {r.fallback}
        </p>
      ) : null}
      {r.error ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
          {r.error}
        </p>
      ) : null}
      {r.imageUrl ? <AnswerImage src={r.imageUrl} alt={`Answer of ${name}`} /> : null}
      {r.text !== null ? <pre className={TEXT}>{r.text || '(empty reply)'}</pre> : null}
      {r.json !== null && r.json !== undefined ? (
        <details open={!r.imageUrl} className="text-sm">
          <summary className="cursor-pointer font-medium text-slate-700">JSON answer</summary>
          <pre className={`${CODE} mt-2`}>{prettyJson(r.json)}</pre>
        </details>
      ) : null}
    </div>
  );
}

const TEXT =
  'max-h-72 overflow-auto rounded-xl bg-slate-50 p-3 text-sm leading-6 whitespace-pre-wrap break-words text-slate-800';
const CODE = 'max-h-72 overflow-auto rounded-xl bg-slate-950 p-3 font-mono text-xs leading-5 text-slate-100';

/** JSON for reading: a data: URL (megabytes of base64) is shortened, it is shown as the image. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, v) =>
      typeof v === 'string' && v.startsWith('data:') && v.length > 120
        ? `${v.slice(0, 60)}… (${v.length} characters)`
        : v,
    2,
  );
}
