import type { Design, DesignRecord } from '@mergepix/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { designsApi } from '@/components/tool-kit/designs/designs-api';
import { type History, record, redo, startHistory, undo } from '@/components/tool-kit/designs/edit-history';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { Autosaver, type SaveState } from './autosaver';
import { dropDraft, keepDraft, recoverDraft } from './draft-recovery';

const AUTOSAVE_MS = 800;

/** Failures worth retrying: no answer, the server's trouble, or a rate limit. */
const retryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

const describe = (error: unknown) =>
  error instanceof Error ? error.message : 'The design could not be saved.';

/**
 * One design being edited: its undo history, the selected layer, and autosave. Every change is
 * kept in this browser at once and saved to the server a moment later; leaving the page with
 * something unsaved asks first, and leaving the designer saves what is waiting.
 */
export function useDesignEditor(initial: DesignRecord, onSaved: (saved: DesignRecord) => void) {
  const id = initial.id;
  const [history, setHistory] = useState<History<Design>>(() => startHistory(initial.design));
  const [selected, setSelected] = useState<number | null>(initial.design.layers.length > 0 ? 0 : null);
  const [saveState, setSaveState] = useState<SaveState>({ status: 'saved' });
  const [recovered, setRecovered] = useState(() => recoverDraft(id, initial.design));
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const saved = useRef(initial.design);

  const saver = useMemo(
    () =>
      new Autosaver<Design>({
        delayMs: AUTOSAVE_MS,
        retryable,
        describe,
        onState: setSaveState,
        save: async (design) => {
          const answer = await designsApi.update(id, design);
          saved.current = design;
          if (saver.state.status !== 'pending') dropDraft(id);
          onSavedRef.current(answer);
        },
      }),
    [id],
  );

  const design = history.present;
  useEffect(() => {
    if (design === saved.current) return;
    keepDraft(id, design);
    saver.change(design);
  }, [design, id, saver]);

  // Leaving the designer inside the app saves what is waiting; a failure says so (the draft is
  // kept in this browser and offered again next time).
  useEffect(
    () => () => {
      if (!saver.dirty) return saver.dispose();
      saver
        .flush()
        .then(() => {
          if (saver.dirty)
            throw new Error(saver.state.status === 'error' ? saver.state.message : 'not saved');
        })
        .catch(() =>
          notify.error(
            'Your last changes could not be saved. They are kept in this browser: open the design again to restore them.',
          ),
        );
    },
    [saver],
  );

  useEffect(() => {
    if (saveState.status === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saveState.status]);

  const change = useCallback((next: Design, key?: string) => setHistory((h) => record(h, next, key)), []);
  const select = useCallback((index: number | null) => setSelected(index), []);

  // Undo, redo or a delete can leave fewer layers than the selection assumed.
  const layerCount = design.layers.length;
  useEffect(() => {
    setSelected((s) => (s === null || layerCount === 0 ? null : Math.min(s, layerCount - 1)));
  }, [layerCount]);

  return {
    design,
    selected,
    select,
    change,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    saveState,
    /** Saves what is waiting now; true when everything is saved. */
    saveNow: async () => {
      await saver.flush();
      return !saver.dirty;
    },
    recovered,
    restore: () => {
      if (recovered) change(recovered.design);
      setRecovered(null);
    },
    discardRecovered: () => {
      dropDraft(id);
      setRecovered(null);
    },
  };
}

export type DesignEditor = ReturnType<typeof useDesignEditor>;
