import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/features/assistant/assistant-store';
import { justFinished } from './spoken-replies';

const msg = (id: string, change: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  role: 'assistant',
  content: `reply ${id}`,
  timestamp: 1,
  isPending: false,
  suggestedFeatures: [],
  ...change,
});

describe('justFinished', () => {
  it('returns a reply once, when one seen streaming has finished; restored replies never', () => {
    const streaming = new Set<string>();
    const old = msg('old');
    expect(justFinished([old], streaming)).toEqual([]);
    expect(
      justFinished([old, msg('q', { role: 'user' }), msg('new', { isPending: true })], streaming),
    ).toEqual([]);
    const done = msg('new');
    expect(justFinished([old, done], streaming)).toEqual([done]);
    expect(justFinished([old, done], streaming)).toEqual([]);
  });

  it('skips failed or stopped replies', () => {
    const streaming = new Set<string>();
    justFinished([msg('a', { isPending: true })], streaming);
    expect(justFinished([msg('a', { failed: true, content: 'Stopped.' })], streaming)).toEqual([]);
  });
});
