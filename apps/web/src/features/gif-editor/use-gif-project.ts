import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type History, record, redo, startHistory, undo } from '@/components/tool-kit/designs/edit-history';
import { dropPictures } from './frame-pictures';
import { type Editing, selectFrame, usedImages } from './project-ops';
import {
  type LoadedProject,
  loadProject,
  newSaved,
  type SavedProject,
  savedText,
  saveProject,
} from './project-storage';

// The editor's project with its undo history, saved to this browser a moment after every change
// (and when the page is hidden), so a reload or a closed tab loses nothing.

const SAVE_DELAY_MS = 300;
const CLEANUP_DELAY_MS = 5_000;

export interface GifProjectState {
  readonly editing: Editing;
  readonly liveDesignId: string | null;
  /** Applies a change; changes with the same `key` in quick succession are one undo step. */
  change(apply: (e: Editing) => Editing, key?: string): void;
  /** Selects a frame (not an undo step). */
  select(index: number): void;
  setLiveDesignId(id: string | null): void;
  undo(): void;
  redo(): void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Why the project could not be read or saved, if it could not. */
  readonly storageProblem: string | undefined;
}

/**
 * The saved project, checked: at once when there is none, else after its schemas load (null
 * until then).
 */
export function useLoadedProject(): LoadedProject | null {
  const [loaded, setLoaded] = useState<LoadedProject | null>(() => (savedText() ? null : newSaved()));
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadProject().then((l) => live && setLoaded(l));
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

export function useGifProject(initial: LoadedProject): GifProjectState {
  const [history, setHistory] = useState<History<Editing>>(() => startHistory(initial.saved));
  const [liveDesignId, setLiveDesignId] = useState(initial.saved.liveDesignId);
  const [saveProblem, setSaveProblem] = useState<string | undefined>();
  const saved = useMemo<SavedProject>(
    () => ({ ...history.present, liveDesignId }),
    [history.present, liveDesignId],
  );
  const latest = useRef(saved);
  latest.current = saved;

  // Save shortly after each change, and at once when the page is hidden or closed.
  useEffect(() => {
    const timer = setTimeout(() => setSaveProblem(saveProject(saved)), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  useEffect(() => {
    const flush = () => setSaveProblem(saveProject(latest.current));
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  // Pictures nothing refers to any more (not even an undo step) leave the browser's storage.
  useEffect(() => {
    const timer = setTimeout(() => {
      const keep = new Set<string>();
      for (const step of [...history.past, history.present, ...history.future])
        for (const id of usedImages(step.project)) keep.add(id);
      void dropPictures(keep).catch(() => undefined);
    }, CLEANUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [history]);

  const change = useCallback((apply: (e: Editing) => Editing, key?: string) => {
    setHistory((h) => {
      const next = apply(h.present);
      return next === h.present ? h : record(h, next, key);
    });
  }, []);
  const select = useCallback((index: number) => {
    setHistory((h) => ({ ...h, present: selectFrame(h.present, index) }));
  }, []);

  return {
    editing: history.present,
    liveDesignId,
    change,
    select,
    setLiveDesignId,
    undo: useCallback(() => setHistory(undo), []),
    redo: useCallback(() => setHistory(redo), []),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    storageProblem: initial.problem ?? saveProblem,
  };
}
