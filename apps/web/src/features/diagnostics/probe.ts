import { PROBED_FUNCTIONS } from '@mergepix/core';
import { env } from '@/config/env';
import { recordResponse } from '@/lib/api-calls';
import { type HealthState, isHealthOk } from './health';

// Reachability of each POST function: OPTIONS /functions/v1/{name} answers 204 for a function the
// server implements (docs/product.md#server-functions), 404 for one it does not.

/** A probed function's name. */
export type ProbedFunction = (typeof PROBED_FUNCTIONS)[number];

/** One OPTIONS probe's outcome. */
export interface ProbeResult {
  readonly name: ProbedFunction;
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
  readonly ms: number;
  readonly requestId: string | null;
}

/** A function's row on the Function Status tab. */
export interface FunctionStatus {
  readonly name: ProbedFunction;
  /** null while its probe has not answered yet. */
  readonly accessible: boolean | null;
  readonly ms: number | null;
  readonly error: string | null;
}

/** Probes one function with OPTIONS and times it. */
export async function probeFunction(name: ProbedFunction): Promise<ProbeResult> {
  const path = `/functions/v1/${name}`;
  const started = performance.now();
  try {
    const response = await fetch(`${env.apiBase}${path}`, {
      method: 'OPTIONS',
      credentials: 'same-origin',
      headers: { 'X-Request-ID': crypto.randomUUID() },
      cache: 'no-store',
    });
    const ms = Math.round(performance.now() - started);
    const note = response.status === 204 ? undefined : `Function call failed: ${probeError(response.status)}`;
    recordResponse('OPTIONS', path, started, response, note);
    return { name, status: response.status, ms, requestId: response.headers.get('X-Request-ID') };
  } catch {
    recordResponse('OPTIONS', path, started, undefined, 'Function call failed: no answer');
    return { name, status: 0, ms: Math.round(performance.now() - started), requestId: null };
  }
}

/**
 * Probes every function one after the other, so each time measures that function alone rather
 * than the browser's connection queue.
 */
export async function probeAll(): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  for (const name of PROBED_FUNCTIONS) results.push(await probeFunction(name));
  return results;
}

function probeError(status: number): string {
  if (status === 0) return 'No answer from the backend';
  if (status === 404) return 'Not available on this server (404)';
  return `OPTIONS answered ${status}, expected 204`;
}

/**
 * The rows of every probed function. A health check that is not OK marks every function not
 * accessible whatever its probe said (docs/product.md#diagnostics): a function is no use without its backend.
 */
export function functionStatuses(
  probes: readonly ProbeResult[] | undefined,
  health: HealthState | undefined,
): FunctionStatus[] {
  const healthOk = isHealthOk(health);
  return PROBED_FUNCTIONS.map((name) => {
    const probe = probes?.find((p) => p.name === name);
    if (!probe) return { name, accessible: null, ms: null, error: null };
    if (!healthOk)
      return { name, accessible: false, ms: probe.ms, error: health?.error ?? 'Health check not OK' };
    const accessible = probe.status === 204;
    return { name, accessible, ms: probe.ms, error: accessible ? null : probeError(probe.status) };
  });
}

/** "X of Y functions accessible": X counts only confirmed rows. */
export function countAccessible(rows: readonly FunctionStatus[]): { accessible: number; total: number } {
  return { accessible: rows.filter((row) => row.accessible === true).length, total: rows.length };
}
