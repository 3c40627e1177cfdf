import type { ProviderHealth } from '@mergepix/core';
import type { ApiCall } from '@/lib/api-journal';
import { errorRate } from './format';
import type { HealthState } from './health';
import type { FunctionStatus } from './probe';

// "Copy diagnostics": a plain-text report to paste into a support ticket. It is built from an
// allow-list of fields: what went where, when, with which status and request id. Never cookies,
// payloads, answers, notes (they can quote a server message) or key values — the health check
// only ever says whether a key is set, and only that yes/no is copied.

/** Everything the report may draw on. */
export interface ReportInput {
  readonly now: Date;
  /** The page's address; its query and fragment are dropped. */
  readonly pageUrl: string;
  readonly userAgent: string;
  readonly backendUrl: string;
  readonly health: HealthState | undefined;
  readonly functions: readonly FunctionStatus[];
  readonly calls: readonly ApiCall[];
  readonly signedIn: boolean;
}

/** How many of the latest calls the report lists. */
export const REPORT_CALLS = 20;

/** The report's text. */
export function buildDiagnosticsReport(input: ReportInput): string {
  const { health } = input;
  const body = health?.body ?? null;
  const yesNo = (value: boolean | undefined) => (value === undefined ? 'unknown' : value ? 'yes' : 'no');
  const accessible = input.functions.filter((f) => f.accessible === true).length;
  const lines = [
    'Mergepix diagnostics report',
    `Time: ${input.now.toISOString()}`,
    `Page: ${withoutQuery(input.pageUrl)}`,
    `Browser: ${input.userAgent}`,
    `Signed in: ${yesNo(input.signedIn)}`,
    '',
    'Backend',
    `  URL: ${withoutQuery(input.backendUrl)}`,
    `  Health check: ${health ? `HTTP ${health.status} in ${health.ms} ms` : 'not checked'}`,
    `  Status: ${body?.status ?? 'unknown'}`,
    `  Version: ${body?.version ?? 'unknown'}`,
    `  Database: ${body ? `${body.database.kind}, ${body.database.ok ? 'OK' : 'not OK'}` : 'unknown'}`,
    '',
    'Settings configured (yes/no only)',
    ...Object.keys(body?.envVars ?? {})
      .sort()
      .map((name) => `  ${name}: ${yesNo(body?.envVars[name])}`),
    '',
    `Functions: ${accessible} of ${input.functions.length} accessible`,
    ...input.functions.map(
      (f) =>
        `  ${f.name}: ${f.accessible === null ? 'not checked' : f.accessible ? 'accessible' : 'not accessible'}` +
        (f.ms === null ? '' : `, ${f.ms} ms`),
    ),
    '',
    'Providers',
    ...(body?.providers?.length ? body.providers.map(providerLine) : ['  not reported']),
    '',
    `Recent API calls (latest ${REPORT_CALLS}, newest first)`,
    ...(input.calls.length ? input.calls.slice(-REPORT_CALLS).reverse().map(callLine) : ['  none recorded']),
  ];
  return `${lines.join('\n')}\n`;
}

function providerLine(p: ProviderHealth): string {
  return (
    `  ${p.key}: key ${p.configured ? 'set' : 'not set'}, circuit ${p.circuit}` +
    `, ${p.failuresInRow} failures in a row, ${errorRate(p.recent)}`
  );
}

function callLine(call: ApiCall): string {
  const status = call.status === 0 ? 'no answer' : String(call.status);
  return `  ${new Date(call.time).toISOString()} ${call.method} ${withoutQuery(call.path)} ${status} ${call.ms} ms id=${call.requestId ?? '-'}`;
}

/** An address without its query or fragment, which can carry tokens. */
export function withoutQuery(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}
