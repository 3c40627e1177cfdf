import { FUNCTION_NAMES } from '@mergepix/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftOf, TEST_ORDER, useTestRuns } from './test-runs-store';

beforeEach(() => useTestRuns.setState({ drafts: {}, runs: {}, runningAll: 0 }));
afterEach(() => vi.unstubAllGlobals());

describe('useTestRuns', () => {
  it('refuses an invalid payload before sending anything, and Reset brings the sample back', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { setDraft, run, resetDraft } = useTestRuns.getState();
    setDraft('crazy-image', '{ "prompt": ');
    await run('crazy-image');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useTestRuns.getState().runs['crazy-image']).toMatchObject({ phase: 'skipped' });
    resetDraft('crazy-image');
    expect(draftOf(useTestRuns.getState().drafts, 'crazy-image')).toContain('A cat surfing');
  });

  it('runs every function once, one at a time, with Run all', async () => {
    let inFlight = 0;
    let most = 0;
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        paths.push(url);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        return Response.json({ ok: true });
      }),
    );
    const all = useTestRuns.getState().runAll();
    expect(useTestRuns.getState().runningAll).toBe(1);
    await all;
    expect(paths).toEqual(TEST_ORDER.map((name) => `/functions/v1/${name}`));
    expect(new Set(paths).size).toBe(FUNCTION_NAMES.length);
    expect(paths[0]).toBe('/functions/v1/health-check');
    expect(most).toBe(1);
    expect(useTestRuns.getState().runningAll).toBe(0);
    for (const name of FUNCTION_NAMES) expect(useTestRuns.getState().runs[name]?.phase).toBe('done');
  });
});
