import { type ApiCall, takeApiCalls } from './api-calls';

// The browser's own record of its recent API calls, for the diagnostics page's Debug Logs: method,
// path (never the query or body), status, time and the server's request id, kept for the tab's
// session so a reload or a typed-in /debug still shows them. Loaded once the page has settled (or
// by the diagnostics page); calls noted before that wait in api-calls.ts.

export type { ApiCall };

/** How many calls are kept. */
export const API_JOURNAL_SIZE = 50;
const KEY = 'mergepix:api-calls';
const listeners = new Set<() => void>();
let calls: ApiCall[] | null = null;

function load(): ApiCall[] {
  if (calls) return calls;
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    calls = Array.isArray(parsed) ? (parsed as ApiCall[]) : [];
  } catch {
    calls = [];
  }
  return calls;
}

/** Adds a call (the oldest goes once there are {@link API_JOURNAL_SIZE}). */
export function recordApiCall(call: ApiCall): void {
  calls = [...load(), call].slice(-API_JOURNAL_SIZE);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(calls));
  } catch {
    // Storage full or blocked: the calls stay in memory for this page.
  }
  for (const listener of listeners) listener();
}

/** The recorded calls, oldest first (a stable array until the next change). */
export function readApiCalls(): readonly ApiCall[] {
  return load();
}

/** Calls `listener` after every change; returns the unsubscribe (for useSyncExternalStore). */
export function subscribeApiCalls(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every recorded call. */
export function clearApiCalls(): void {
  calls = [];
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
  for (const listener of listeners) listener();
}

// Loading this module is what starts the journal.
takeApiCalls(recordApiCall);
