import { describe, expect, it } from 'vitest';
import { readHealth } from './health';
import { backendIssues } from './summary-cards';

const body = {
  status: 'ok',
  envVars: {},
  database: { kind: 'pglite', ok: true },
  version: '1',
  time: '2026-01-01T00:00:00.000Z',
};

describe('backendIssues', () => {
  it('has nothing to say about a healthy backend at a valid address', () => {
    expect(backendIssues(readHealth(200, 1, body), 'http://localhost:3000')).toEqual([]);
  });

  it('gives a hint for each problem: invalid URL, no answer, database down, other HTTP errors', () => {
    expect(backendIssues(undefined, 'localhost:3000')[0]).toMatch(/must be a valid address/);
    expect(backendIssues(readHealth(0, 1, null), 'http://x.example')[0]).toMatch(/did not answer/);
    const down = readHealth(503, 1, { ...body, status: 'degraded', database: { kind: 'pglite', ok: false } });
    expect(backendIssues(down, 'http://x.example')[0]).toMatch(/database is not reachable/);
    expect(backendIssues(readHealth(500, 1, null), 'http://x.example')).toEqual([
      'The health check answered HTTP 500.',
    ]);
  });
});
