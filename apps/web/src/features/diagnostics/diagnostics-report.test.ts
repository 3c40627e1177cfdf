import type { ProviderHealth } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '@/lib/api-journal';
import { buildDiagnosticsReport, type ReportInput } from './diagnostics-report';
import { readHealth } from './health';
import type { FunctionStatus } from './probe';

const provider: ProviderHealth = {
  key: 'image:openai',
  provider: 'openai',
  capability: 'image',
  label: 'OpenAI images',
  configured: true,
  circuit: 'open',
  failuresInRow: 3,
  retryInMs: 20_000,
  recent: { calls: 4, failures: 3, windowMs: 300_000 },
};

const calls: ApiCall[] = [
  {
    time: Date.UTC(2026, 0, 1, 10, 0, 0),
    method: 'POST',
    path: '/functions/v1/image-generation?token=SECRET-QUERY',
    status: 200,
    ms: 42,
    requestId: 'req-1',
    note: 'Using fallback mechanism: key sk-SECRET-IN-NOTE rejected',
  },
  {
    time: Date.UTC(2026, 0, 1, 10, 0, 1),
    method: 'OPTIONS',
    path: '/functions/v1/crazy-image',
    status: 0,
    ms: 5,
    requestId: null,
  },
];

const functions: FunctionStatus[] = [
  { name: 'image-generation', accessible: true, ms: 4, error: null },
  { name: 'crazy-image', accessible: false, ms: 5, error: 'Not available on this server (404)' },
];

const input: ReportInput = {
  now: new Date(Date.UTC(2026, 0, 1, 10, 5, 0)),
  pageUrl: 'https://mergepix.example/debug?session=SECRET-PAGE#frag',
  userAgent: 'TestBrowser/1.0',
  backendUrl: 'https://mergepix.example',
  health: readHealth(200, 7, {
    status: 'ok',
    envVars: { OPENAI_API_KEY: true, GEMINI_API_KEY: false },
    database: { kind: 'postgres', ok: true },
    version: '2.0.0',
    time: '2026-01-01T10:05:00.000Z',
    providers: [provider],
  }),
  functions,
  calls,
  signedIn: true,
};

describe('buildDiagnosticsReport', () => {
  const report = buildDiagnosticsReport(input);

  it('holds what support needs: time, page, browser, backend, keys yes/no, functions, breakers, calls', () => {
    expect(report).toContain('Time: 2026-01-01T10:05:00.000Z');
    expect(report).toContain('Page: https://mergepix.example/debug\n');
    expect(report).toContain('Browser: TestBrowser/1.0');
    expect(report).toContain('Version: 2.0.0');
    expect(report).toContain('Database: postgres, OK');
    expect(report).toContain('  OPENAI_API_KEY: yes');
    expect(report).toContain('  GEMINI_API_KEY: no');
    expect(report).toContain('Functions: 1 of 2 accessible');
    expect(report).toContain('  crazy-image: not accessible, 5 ms');
    expect(report).toContain(
      '  image:openai: key set, circuit open, 3 failures in a row, 3 of 4 calls failed',
    );
    // Newest call first, with status and request id.
    const newest = report.indexOf('OPTIONS /functions/v1/crazy-image no answer 5 ms id=-');
    const older = report.indexOf('POST /functions/v1/image-generation 200 42 ms id=req-1');
    expect(newest).toBeGreaterThan(0);
    expect(older).toBeGreaterThan(newest);
  });

  it('copies no secrets: no notes, queries, fragments or anything beyond the allowed fields', () => {
    expect(report).not.toMatch(/SECRET/);
    expect(report).not.toContain('#frag');
    expect(report).not.toContain('fallback mechanism');
    // Every call line is exactly time, method, path, status, duration and id.
    const callLines = report.split('\n').filter((l) => /^ {2}\d{4}-/.test(l));
    expect(callLines).toHaveLength(2);
    for (const l of callLines)
      expect(l).toMatch(/^ {2}\S+Z (GET|POST|OPTIONS) \/[\w/.-]+ (\d{3}|no answer) \d+ ms id=\S+$/);
  });

  it('says what it does not know instead of inventing it', () => {
    const bare = buildDiagnosticsReport({ ...input, health: undefined, functions: [], calls: [] });
    expect(bare).toContain('Health check: not checked');
    expect(bare).toContain('Version: unknown');
    expect(bare).toContain('  not reported');
    expect(bare).toContain('  none recorded');
  });
});
