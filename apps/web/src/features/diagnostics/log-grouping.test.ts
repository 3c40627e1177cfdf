import type { ServerLogLine } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '@/lib/api-journal';
import { groupLogs } from './log-grouping';

const call = (requestId: string | null, time: number): ApiCall => ({
  time,
  method: 'POST',
  path: '/functions/v1/image-generation',
  status: 200,
  ms: 10,
  requestId,
});
const line = (requestId: string, msg: string): ServerLogLine => ({
  requestId,
  time: '2026-01-01T00:00:00.000Z',
  level: 'info',
  msg,
});

describe('groupLogs', () => {
  it('lists calls newest first, each with its own lines in the order they were written', () => {
    const calls = [call('a', 1), call('b', 2), call(null, 3)];
    // The server sends newest first.
    const lines = [line('b', 'b done'), line('a', 'a done'), line('b', 'b start'), line('a', 'a start')];
    const { groups, others } = groupLogs(calls, lines);
    expect(groups.map((g) => g.call.time)).toEqual([3, 2, 1]);
    expect(groups[0]?.lines).toEqual([]);
    expect(groups[1]?.lines.map((l) => l.msg)).toEqual(['b start', 'b done']);
    expect(groups[2]?.lines.map((l) => l.msg)).toEqual(['a start', 'a done']);
    expect(others).toEqual([]);
  });

  it('keeps lines of requests this browser did not record apart, newest request first', () => {
    const { groups, others } = groupLogs(
      [call('a', 1)],
      [line('y', 'y2'), line('x', 'x1'), line('a', 'a1'), line('y', 'y1')],
    );
    expect(groups[0]?.lines.map((l) => l.msg)).toEqual(['a1']);
    expect(others.map((o) => o.requestId)).toEqual(['y', 'x']);
    expect(others[0]?.lines.map((l) => l.msg)).toEqual(['y1', 'y2']);
  });
});
