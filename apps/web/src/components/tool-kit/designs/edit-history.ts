// Undo and redo for the designer: every change is a step, except that a run of changes of the
// same kind in quick succession (a drag, typing, a slider) is one step.

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** What the last step was, and when, so a run of the same change joins it. */
  readonly last?: { readonly key: string; readonly at: number };
}

export const HISTORY_LIMIT = 100;
/** Changes of the same kind closer than this join one undo step. */
export const COALESCE_MS = 800;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/** Records a change. With a `key`, a change like the previous one within COALESCE_MS replaces it. */
export function record<T>(history: History<T>, next: T, key?: string, now = Date.now()): History<T> {
  if (Object.is(next, history.present)) return history;
  const joins = key !== undefined && history.last?.key === key && now - history.last.at < COALESCE_MS;
  const past = joins ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], last: key === undefined ? undefined : { key, at: now } };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}
