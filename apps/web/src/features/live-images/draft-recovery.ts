import type { Design } from '@mergepix/core';

// A copy of every unsaved change in this browser, until the server has it: closing the tab,
// losing the network or a refused save never loses an edit.

const keyOf = (id: string) => `mergepix:design-draft:${id}`;

export interface RecoveredDraft {
  readonly design: Design;
  /** When it was kept (ms since the epoch). */
  readonly at: number;
}

export function keepDraft(id: string, design: Design, now = Date.now()): void {
  try {
    localStorage.setItem(keyOf(id), JSON.stringify({ design, at: now }));
  } catch {
    // Storage full or blocked: the server save still runs.
  }
}

export function dropDraft(id: string): void {
  try {
    localStorage.removeItem(keyOf(id));
  } catch {
    // nothing kept
  }
}

/** A kept draft that differs from what the server has, if any. */
export function recoverDraft(id: string, saved: Design): RecoveredDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(id));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<RecoveredDraft>;
    if (!parsed.design || typeof parsed.at !== 'number') return null;
    if (JSON.stringify(parsed.design) === JSON.stringify(saved)) {
      dropDraft(id);
      return null;
    }
    return { design: parsed.design, at: parsed.at };
  } catch {
    return null;
  }
}
