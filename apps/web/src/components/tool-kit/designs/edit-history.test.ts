import { describe, expect, it } from 'vitest';
import { COALESCE_MS, HISTORY_LIMIT, record, redo, startHistory, undo } from './edit-history';

describe('edit history', () => {
  it('undoes and redoes steps, and a new change clears what could be redone', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = record(h, 'x');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('joins a quick run of the same kind of change into one step', () => {
    let h = startHistory(0);
    h = record(h, 1, 'drag', 1000);
    h = record(h, 2, 'drag', 1000 + COALESCE_MS - 1);
    h = record(h, 3, 'drag', 1000 + COALESCE_MS * 2 - 2);
    expect(undo(h).present).toBe(0);
    // A pause, or another kind of change, starts a new step.
    h = record(h, 4, 'drag', 10_000);
    h = record(h, 5, 'text', 10_001);
    expect(undo(h).present).toBe(4);
    expect(undo(undo(h)).present).toBe(3);
  });

  it('keeps a bounded number of steps', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = record(h, i);
    expect(h.past.length).toBe(HISTORY_LIMIT);
    expect(h.past[0]).toBe(20);
  });
});
