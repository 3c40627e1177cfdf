// Where API calls are noted as they happen. This part is in every page's first load, so it only
// hands each call on: to the journal (api-journal.ts, which keeps them for the diagnostics page)
// once that has loaded after the page settled, and until then into a short in-memory queue.

/** One API call as the diagnostics page lists it. */
export interface ApiCall {
  readonly time: number;
  readonly method: string;
  readonly path: string;
  /** 0 when no answer came (offline, aborted). */
  readonly status: number;
  readonly ms: number;
  readonly requestId: string | null;
  /** e.g. "Using fallback mechanism: no OpenAI key configured". */
  readonly note?: string;
}

let sink: ((call: ApiCall) => void) | null = null;
const early: ApiCall[] = [];

/** Notes the call behind `response` (none: it got no answer) from its start time. */
export function recordResponse(
  method: string,
  path: string,
  started: number,
  response?: Response,
  note?: string,
) {
  const call: ApiCall = {
    time: Date.now(),
    method,
    path: path.split('?')[0] ?? path,
    status: response?.status ?? 0,
    ms: Math.round(performance.now() - started),
    requestId: response?.headers.get('X-Request-ID') ?? null,
    ...(note ? { note } : {}),
  };
  if (sink) sink(call);
  else if (early.push(call) > 50) early.shift();
}

/** From now on calls go to `to`, starting with those noted before. */
export function takeApiCalls(to: (call: ApiCall) => void): void {
  sink = to;
  for (const call of early.splice(0)) to(call);
}
