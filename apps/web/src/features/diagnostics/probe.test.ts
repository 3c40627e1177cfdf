import { PROBED_FUNCTIONS } from '@mergepix/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HealthState, readHealth } from './health';
import { countAccessible, functionStatuses, type ProbeResult, probeAll } from './probe';

const HEALTH_BODY = {
  status: 'ok',
  envVars: { OPENAI_API_KEY: false, GEMINI_API_KEY: false },
  database: { kind: 'pglite', ok: true },
  version: '1.2.3',
  time: '2026-01-01T00:00:00.000Z',
};
const healthy: HealthState = readHealth(200, 5, HEALTH_BODY);

function probes(status: (name: string) => number): ProbeResult[] {
  return PROBED_FUNCTIONS.map((name) => ({ name, status: status(name), ms: 3, requestId: 'r' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('functionStatuses and countAccessible', () => {
  it('counts a function accessible only when OPTIONS answered 204', () => {
    const rows = functionStatuses(
      probes((name) => (name === 'crazy-image' ? 404 : 204)),
      healthy,
    );
    expect(countAccessible(rows)).toEqual({ accessible: 8, total: 9 });
    const crazy = rows.find((row) => row.name === 'crazy-image');
    expect(crazy).toMatchObject({ accessible: false, error: 'Not available on this server (404)' });
    expect(rows.find((row) => row.name === 'meme-generator')).toMatchObject({
      accessible: true,
      error: null,
    });
  });

  it('reports every function not accessible when the health check is not OK', () => {
    const degraded = readHealth(503, 5, {
      ...HEALTH_BODY,
      status: 'degraded',
      database: { kind: 'pglite', ok: false },
    });
    const rows = functionStatuses(
      probes(() => 204),
      degraded,
    );
    expect(countAccessible(rows)).toEqual({ accessible: 0, total: 9 });
    expect(rows[0]?.error).toBe('Health check not OK: the database is not reachable');
    const unreachable = functionStatuses(
      probes(() => 204),
      readHealth(0, 5, null),
    );
    expect(countAccessible(unreachable).accessible).toBe(0);
  });

  it('keeps unanswered probes as "checking", not as failures', () => {
    const rows = functionStatuses(undefined, healthy);
    expect(rows).toHaveLength(9);
    expect(rows.every((row) => row.accessible === null)).toBe(true);
    expect(countAccessible(rows)).toEqual({ accessible: 0, total: 9 });
  });
});

describe('probeAll', () => {
  it('sends OPTIONS to each of the 9 functions in turn and reads a failed fetch as no answer', async () => {
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        seen.push(`${init.method} ${url}`);
        if (url.endsWith('/reference-image')) throw new TypeError('offline');
        return new Response(null, { status: 204, headers: { 'X-Request-ID': 'abc' } });
      }),
    );
    const results = await probeAll();
    expect(seen).toEqual(PROBED_FUNCTIONS.map((name) => `OPTIONS /functions/v1/${name}`));
    expect(results.find((r) => r.name === 'reference-image')).toMatchObject({ status: 0, requestId: null });
    expect(results.find((r) => r.name === 'action-figure')).toMatchObject({ status: 204, requestId: 'abc' });
  });
});

describe('readHealth', () => {
  it('reads a 200 with a valid body as OK and an unexpected body as an error', () => {
    expect(healthy.error).toBeNull();
    expect(healthy.body?.version).toBe('1.2.3');
    expect(readHealth(200, 1, { hello: 'world' })).toMatchObject({
      body: null,
      error: 'Health check answered something unexpected',
    });
    expect(readHealth(500, 1, null).error).toBe('Health check not OK: HTTP 500');
  });
});
