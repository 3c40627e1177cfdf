import { batchRequestSchema, designSchema } from '@mergepix/core';
import { afterAll, describe, expect, it } from 'vitest';
import { audienceKey, hashAudience } from '../live/audience-hash.ts';
import { BatchPlanThread } from './batch-plan-thread.ts';

// Audience lists are read and hashed on the plan thread (docs/live-images.md, "Brand safety"):
// a 10,000-row list took the thread that answers requests most of a second.

const ROWS = Array.from({ length: 10_000 }, (_, i) => `Ada ${i.toString(36)},Acme ${i},${'x'.repeat(200)}`);
const REQUEST = { csv: `First Name,Company,Notes\n${ROWS.join('\n')}\n`, append: false };
const KEY = audienceKey('a-test-secret');

/** The longest this thread went without running a 5 ms timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(tick);
  }
  return Math.max(longest, performance.now() - last);
}

describe('the plan thread reading an audience list', () => {
  const thread = new BatchPlanThread();
  afterAll(() => thread.close());

  it('hashes every value as this thread would, without holding this thread', async () => {
    // The first plan starts the thread and loads its modules.
    await thread.audience({ csv: 'First Name\nBo\n', append: false }, KEY, 'design-1');
    let hashed: Awaited<ReturnType<typeof thread.audience>> | undefined;
    const there = await longestStall(async () => {
      hashed = await thread.audience(REQUEST, KEY, 'design-1');
    });
    const here = await longestStall(async () => hashAudience(REQUEST, KEY, 'design-1'));
    expect(hashed).toEqual(hashAudience(REQUEST, KEY, 'design-1'));
    expect(hashed).toMatchObject({ ok: true, rows: 10_000 });
    // Done here, the list holds this thread for all its work; on the plan thread only for the
    // copy of its answer (two strings).
    expect(
      there,
      `stalled ${Math.round(there)} ms on the plan thread, ${Math.round(here)} ms here`,
    ).toBeLessThan(here / 3);
  });

  it('answers a file it cannot read with why', async () => {
    const plan = await thread.audience({ csv: 'Notes\nhello\n', append: false }, KEY, 'design-1');
    expect(plan).toMatchObject({ ok: false, error: expect.stringContaining('No column names a token') });
  });
});

describe('a plan thread that stops answering', () => {
  it('is stopped after its stall time, its waiting plans failing, and the next plan gets a new one', async () => {
    const silent = new URL('../../test-support/silent-worker.mjs', import.meta.url).href;
    const thread = new BatchPlanThread(silent, 300);
    const stuck = [1, 2].map(() => thread.audience({ csv: 'First Name\nBo\n', append: false }, KEY, 'd'));
    for (const plan of stuck) await expect(plan).rejects.toThrow('answered nothing for 300 ms');
    const again = thread.audience({ csv: 'First Name\nBo\n', append: false }, KEY, 'd');
    await expect(again).rejects.toThrow('answered nothing');
    await thread.close();
  });
});

describe('the plan thread planning an export of a countdown design', () => {
  const thread = new BatchPlanThread();
  afterAll(() => thread.close());

  it('sees the countdown: rows whose deadline does not read are listed', async () => {
    const design = designSchema.parse({
      name: 'Sale',
      base: { kind: 'color', color: '#000000' },
      layers: [],
      countdown: {
        box: { x: 0, y: 0, width: 300, height: 100 },
        deadline: { kind: 'token', timeZone: 'UTC' },
      },
    });
    const request = batchRequestSchema.parse({
      csv: 'Name,Deadline\nAda,2026-02-30\n',
      columns: ['FIRSTNAME', 'DEADLINE'],
      nameColumn: null,
    });
    const plan = await thread.plan(request, design);
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.problems.map((p) => p.reason)).toEqual([
      'Deadline "2026-02-30" is not a date and time within a year: the countdown shows its fallback text: the fallback is used.',
    ]);
  });
});
