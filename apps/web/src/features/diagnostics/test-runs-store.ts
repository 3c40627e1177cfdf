import { FUNCTION_NAMES, type FunctionName } from '@mergepix/core';
import { create } from 'zustand';
import { parsePayload, sampleText } from './payload';
import { runFunction, type TestRun } from './run-function';

// The Test Functions tab's edits and answers, kept while the visitor switches tabs (the panels
// unmount) but not across reloads: a payload is a scratch pad, an answer can be a large image.

/** The order of the tab and of Run all: health-check first, when it fails every other answer is moot. */
export const TEST_ORDER: readonly FunctionName[] = [
  'health-check',
  ...FUNCTION_NAMES.filter((name) => name !== 'health-check'),
];

/** Where one function's test stands. */
export type RunState =
  | { readonly phase: 'running'; readonly text: string }
  | { readonly phase: 'done'; readonly result: TestRun }
  /** Not sent: the reason (an invalid payload) is shown instead. */
  | { readonly phase: 'skipped'; readonly reason: string };

interface TestRunsState {
  readonly drafts: Partial<Record<FunctionName, string>>;
  readonly runs: Partial<Record<FunctionName, RunState>>;
  /** While Run all goes: the 1-based position of the function it runs; 0 otherwise. */
  readonly runningAll: number;
  setDraft(name: FunctionName, text: string): void;
  resetDraft(name: FunctionName): void;
  run(name: FunctionName): Promise<void>;
  /** Runs every function in turn (one at a time, so each time is its own). */
  runAll(): Promise<void>;
}

/** The editor's text for `name`: the visitor's edit, else the sample. */
export function draftOf(drafts: TestRunsState['drafts'], name: FunctionName): string {
  return drafts[name] ?? sampleText(name);
}

export const useTestRuns = create<TestRunsState>()((set, get) => {
  const setRun = (name: FunctionName, state: RunState) =>
    set((s) => ({ runs: { ...s.runs, [name]: state } }));
  return {
    drafts: {},
    runs: {},
    runningAll: 0,
    setDraft: (name, text) => set((s) => ({ drafts: { ...s.drafts, [name]: text } })),
    resetDraft: (name) =>
      set((s) => {
        const { [name]: _dropped, ...drafts } = s.drafts;
        return { drafts };
      }),
    async run(name) {
      if (get().runs[name]?.phase === 'running') return;
      const payload = parsePayload(name, draftOf(get().drafts, name));
      if (!payload.ok) {
        setRun(name, { phase: 'skipped', reason: payload.error });
        return;
      }
      setRun(name, { phase: 'running', text: '' });
      const result = await runFunction(name, payload.value, {
        onText: (text) => setRun(name, { phase: 'running', text }),
      });
      setRun(name, { phase: 'done', result });
    },
    async runAll() {
      if (get().runningAll) return;
      try {
        for (const [index, name] of TEST_ORDER.entries()) {
          set({ runningAll: index + 1 });
          await get().run(name);
        }
      } finally {
        set({ runningAll: 0 });
      }
    },
  };
});
