import type { ServerLogLine } from '@mergepix/core';
import { LogIn, RefreshCw, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { type ApiCall, clearApiCalls, readApiCalls, subscribeApiCalls } from '@/lib/api-journal';
import { useAuth } from '@/lib/auth/auth-context';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { formatClock, formatMs } from './format';
import { groupLogs } from './log-grouping';
import { ServerLogLines } from './server-log-lines';
import { StatusBadge, statusTone } from './status-badge';
import { type ServerLogsState, useServerLogs } from './use-server-logs';

const NO_CALLS: readonly ApiCall[] = [];
const NO_LINES: readonly ServerLogLine[] = [];

/** This browser's recent API calls, with the server's lines of the signed-in user's requests. */
export function DebugLogsTab() {
  const calls = useSyncExternalStore(subscribeApiCalls, readApiCalls, () => NO_CALLS);
  const { user } = useAuth();
  const server = useServerLogs(user?.id ?? null);
  const lines = server.state.kind === 'ready' ? server.state.logs.lines : NO_LINES;
  const { groups, others } = useMemo(() => groupLogs(calls, lines), [calls, lines]);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <ServerStatus state={server.state} />
        <div className="flex flex-wrap gap-2">
          {user ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void server.refresh()}
              disabled={server.refreshing}
              aria-busy={server.refreshing}
            >
              {server.refreshing ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
              Refresh server lines
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={clearApiCalls} disabled={calls.length === 0}>
            <Trash2 aria-hidden="true" className="size-4" />
            Clear
          </Button>
        </div>
      </div>

      <section aria-labelledby="client-calls-title">
        <h2 id="client-calls-title" className="text-lg font-bold text-slate-950">
          API calls from this browser <span className="font-normal text-slate-500">({calls.length})</span>
        </h2>
        {groups.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No calls recorded yet in this tab.</p>
        ) : (
          <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {groups.map(({ call, lines: own }) => (
              <li
                key={`${call.time}-${call.requestId ?? call.path}`}
                data-testid="client-call"
                className="px-4 py-3"
              >
                <CallLine call={call} />
                {own.length > 0 ? <ServerLogLines lines={own} /> : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      {others.length > 0 ? (
        <section aria-labelledby="other-requests-title">
          <h2 id="other-requests-title" className="text-lg font-bold text-slate-950">
            Your other requests the server logged
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Made from another tab or device, or before this tab's list.
          </p>
          <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {others.map((request) => (
              <li key={request.requestId} className="px-4 py-3">
                <code className="font-mono text-xs break-all text-slate-500">id {request.requestId}</code>
                <ServerLogLines lines={request.lines} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

function CallLine({ call }: { call: ApiCall }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex items-baseline gap-2">
        <span className="font-mono text-xs font-semibold text-slate-600">{call.method}</span>
        <code className="min-w-0 font-mono text-xs font-medium break-all text-slate-900">{call.path}</code>
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        <StatusBadge tone={statusTone(call.status)}>
          {call.status === 0 ? 'No answer' : call.status}
        </StatusBadge>
        <span className="tabular-nums">{formatMs(call.ms)}</span>
        <span className="tabular-nums">{formatClock(call.time)}</span>
        <code data-testid="call-request-id" className="font-mono break-all">
          id {call.requestId ?? '—'}
        </code>
      </div>
      {call.note ? <p className="text-xs text-slate-700">{call.note}</p> : null}
    </div>
  );
}

function ServerStatus({ state }: { state: ServerLogsState }) {
  const { openAuthDialog } = useAuthDialog();
  let text: ReactNode;
  if (state.kind === 'signed-out')
    return (
      <div className="flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:items-center">
        <p>Sign in to see the server's log lines for your own requests beside your calls.</p>
        <Button variant="secondary" size="sm" onClick={() => openAuthDialog('sign-in')}>
          <LogIn aria-hidden="true" className="size-4" />
          Sign in
        </Button>
      </div>
    );
  if (state.kind === 'loading') text = 'Loading the server log lines of your requests…';
  else if (state.kind === 'unavailable') text = 'This server does not share its log lines yet.';
  else if (state.kind === 'error') text = `The server log lines could not be loaded: ${state.message}`;
  else
    text = `The server's lines of your own requests are shown under each call (it keeps your latest ${state.logs.requests}).`;
  return (
    <p data-testid="server-logs-status" className="text-sm text-slate-700">
      {text}
    </p>
  );
}
