import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.ts';

describe('FairQueue', () => {
  it('takes turns between flows, so a flood of one waits behind its own items', () => {
    const q = new FairQueue<string>();
    for (let i = 0; i < 100; i++) q.push('flood', 'x', `a${i}`);
    q.push('quiet', 'y', 'b0');
    q.push('quiet', 'y', 'b1');
    const first = Array.from({ length: 5 }, () => q.shift());
    expect(first).toContain('b0');
    expect(first).toContain('b1');
    expect(q.size).toBe(97);
  });

  it('takes turns between the clients of one flow, and keeps each client in order', () => {
    const q = new FairQueue<string>();
    for (let i = 0; i < 10; i++) q.push('design', 'flooder', `f${i}`);
    q.push('design', 'reader', 'r0');
    const order = Array.from({ length: 11 }, () => q.shift());
    expect(order.indexOf('r0')).toBeLessThanOrEqual(1);
    expect(order.filter((x) => x?.startsWith('f'))).toEqual(Array.from({ length: 10 }, (_, i) => `f${i}`));
    expect(q.shift()).toBeUndefined();
    expect(q.size).toBe(0);
  });

  it('takes out an item its caller gave up on, once', () => {
    const q = new FairQueue<string>();
    q.push('a', 'c', 'x');
    q.push('a', 'c', 'y');
    expect(q.remove('a', 'c', 'x')).toBe(true);
    expect(q.remove('a', 'c', 'x')).toBe(false);
    expect(q.remove('b', 'c', 'y')).toBe(false);
    expect(q.size).toBe(1);
    expect(q.shift()).toBe('y');
  });
});
