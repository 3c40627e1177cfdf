import { describe, expect, it } from 'vitest';
import { pickTip } from './studio-tips';

describe('pickTip', () => {
  it('never repeats the tip just shown when there is another', () => {
    const tips = ['a', 'b', 'c'];
    for (const r of [0, 0.3, 0.6, 0.99]) expect(pickTip(tips, 'b', r)).not.toBe('b');
    expect(pickTip(['only'], 'only', 0.5)).toBe('only');
    expect(pickTip([], null, 0.5)).toBeNull();
  });
});
