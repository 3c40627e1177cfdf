import { CircleCheck, KeyRound, RefreshCw, Server, TriangleAlert, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { env } from '@/config/env';
import { formatClock, formatMs } from './format';
import { type HealthState, isHealthOk } from './health';
import { StatusBadge } from './status-badge';
import type { DiagnosticsCheck } from './use-diagnostics-check';

/** Where the page sends its calls: the configured API base, else this page's own origin. */
export function backendUrl(): string {
  if (env.apiBase) return env.apiBase;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        {icon}
        {title}
      </h2>
      <div className="mt-3 flex flex-1 flex-col gap-2 text-sm text-slate-700">{children}</div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-all text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * What is wrong with the backend, as hints the reader can act on (docs/product.md#error-catalogue wording
 * first).
 */
export function backendIssues(health: HealthState | undefined, url: string): string[] {
  const hints: string[] = [];
  if (url && !/^https?:\/\/[^/\s]+/.test(url))
    hints.push(`The backend URL must be a valid address ("${url}").`);
  if (!health) return hints;
  if (health.status === 0)
    hints.push('The backend did not answer: check that the server is running and reachable from here.');
  else if (health.body?.database.ok === false)
    hints.push('The database is not reachable: check DATABASE_URL on the server, or its data folder.');
  else if (!isHealthOk(health)) hints.push(`The health check answered HTTP ${health.status}.`);
  return hints;
}

function BackendCard({ health }: { health: HealthState | undefined }) {
  const url = backendUrl();
  const issues = backendIssues(health, url);
  const body = health?.body;
  return (
    <Card icon={<Server aria-hidden="true" className="size-4" />} title="Backend configuration">
      <dl className="flex flex-col gap-1.5">
        <Row label="Backend URL">{url || 'this site'}</Row>
        <Row label="Reachable">
          {health ? (
            <StatusBadge tone={health.status === 0 ? 'bad' : 'ok'}>
              {health.status === 0 ? 'No' : `Yes, ${health.ms} ms`}
            </StatusBadge>
          ) : (
            'Checking…'
          )}
        </Row>
        <Row label="Database">
          {body ? (
            <StatusBadge tone={body.database.ok ? 'ok' : 'bad'}>
              {body.database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'},{' '}
              {body.database.ok ? 'OK' : 'not OK'}
            </StatusBadge>
          ) : (
            '—'
          )}
        </Row>
        <Row label="Version">{body?.version ?? '—'}</Row>
      </dl>
      {issues.length > 0 ? (
        <div role="alert" className="mt-1 rounded-xl bg-red-50 p-3 text-red-900">
          <p className="flex items-center gap-1.5 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            Backend configuration issues detected
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {issues.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

const KEYS = [
  { env: 'OPENAI_API_KEY', label: 'OpenAI' },
  { env: 'GEMINI_API_KEY', label: 'Google Gemini' },
] as const;

function KeysCard({ health }: { health: HealthState | undefined }) {
  const vars = health?.body?.envVars;
  const none = vars !== undefined && KEYS.every((key) => !vars[key.env]);
  return (
    <Card icon={<KeyRound aria-hidden="true" className="size-4" />} title="API keys">
      <dl className="flex flex-col gap-1.5">
        {KEYS.map((key) => (
          <Row key={key.env} label={key.label}>
            {vars ? (
              <StatusBadge tone={vars[key.env] ? 'ok' : 'idle'}>
                {vars[key.env] ? 'Configured' : 'Not configured'}
              </StatusBadge>
            ) : (
              '—'
            )}
          </Row>
        ))}
      </dl>
      {none ? (
        <div data-testid="no-keys" className="mt-1 rounded-xl bg-amber-50 p-3 text-amber-950">
          <p className="font-semibold">No API keys configured. Add at least one API key.</p>
          <p className="mt-1 text-amber-900">
            Set OPENAI_API_KEY or GEMINI_API_KEY on the server. Until then the built-in offline engine
            answers: it makes the images, and its guide answers the assistant.
          </p>
        </div>
      ) : (
        <p className="text-xs text-slate-500">Only whether a key is set is shown, never the key.</p>
      )}
    </Card>
  );
}

function FunctionsCard({ check }: { check: DiagnosticsCheck }) {
  const { count, checking, checkedAt, refresh, health } = check;
  const known = check.functions.every((f) => f.accessible !== null);
  const all = known && count.accessible === count.total;
  const timed = check.functions.filter((f) => f.ms !== null);
  const average = Math.round(timed.reduce((sum, f) => sum + (f.ms ?? 0), 0) / (timed.length || 1));
  const slowest = timed.reduce<(typeof timed)[number] | undefined>(
    (max, f) => (max === undefined || (f.ms ?? 0) > (max.ms ?? 0) ? f : max),
    undefined,
  );
  return (
    <Card icon={<Zap aria-hidden="true" className="size-4" />} title="Edge functions">
      <p data-testid="functions-accessible" aria-live="polite" className="flex items-center gap-2">
        {known ? (
          all ? (
            <CircleCheck aria-hidden="true" className="size-5 text-emerald-600" />
          ) : (
            <TriangleAlert aria-hidden="true" className="size-5 text-amber-600" />
          )
        ) : (
          <Spinner className="size-5 text-slate-400" />
        )}
        <span className="text-lg font-bold text-slate-950">
          {known ? `${count.accessible} of ${count.total} functions accessible` : 'Checking functions…'}
        </span>
      </p>
      {slowest && known ? (
        <p className="text-slate-600">
          Answered OPTIONS in {formatMs(average)} on average; slowest {slowest.name} (
          {formatMs(slowest.ms ?? 0)}).
        </p>
      ) : null}
      {health && !isHealthOk(health) ? (
        <p className="text-red-800">The health check is not OK, so no function counts as accessible.</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
        <span className="text-xs text-slate-500">
          {checkedAt ? `Checked at ${formatClock(checkedAt)}` : 'Probing with OPTIONS…'}
        </span>
        <Button variant="outline" size="sm" onClick={refresh} disabled={checking} aria-busy={checking}>
          {checking ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
          Refresh
        </Button>
      </div>
    </Card>
  );
}

/** The three cards above the tabs: backend, keys, function reachability. */
export function SummaryCards({ check }: { check: DiagnosticsCheck }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <BackendCard health={check.health} />
      <KeysCard health={check.health} />
      <FunctionsCard check={check} />
    </div>
  );
}
