import { useSyncExternalStore } from 'react';
import { frameStore } from './frame-store';
import { newId } from './project-ops';

// The decoded pictures of the frames, shared by the preview, the timeline and the encoder: each
// is read from the frame store and decoded once, then kept while the page is open.

export type PictureState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly bitmap: ImageBitmap; readonly url: string }
  /** Gone from this browser's storage (another browser, storage cleared, a private window). */
  | { readonly status: 'missing' }
  /** Stored but cannot be decoded. */
  | { readonly status: 'failed' };

const LOADING: PictureState = { status: 'loading' };
const states = new Map<string, PictureState>();
const listeners = new Set<() => void>();
let version = 0;

function set(id: string, state: PictureState): void {
  states.set(id, state);
  version++;
  for (const listener of listeners) listener();
}

async function load(id: string): Promise<void> {
  const blob = await (await frameStore()).get(id).catch(() => undefined);
  if (!blob) return set(id, { status: 'missing' });
  try {
    const bitmap = await createImageBitmap(blob);
    set(id, { status: 'ready', bitmap, url: URL.createObjectURL(blob) });
  } catch {
    set(id, { status: 'failed' });
  }
}

/** A picture's state, starting its load on first ask. */
export function pictureState(id: string): PictureState {
  const known = states.get(id);
  if (known) return known;
  states.set(id, LOADING);
  void load(id);
  return LOADING;
}

/** Waits until a picture has loaded or failed. */
export async function loadedPicture(id: string): Promise<PictureState> {
  const now = pictureState(id);
  if (now.status !== 'loading') return now;
  return new Promise((resolve) => {
    const check = () => {
      const state = pictureState(id);
      if (state.status === 'loading') return;
      listeners.delete(check);
      resolve(state);
    };
    listeners.add(check);
  });
}

/** Stores a new picture and returns its id. Throws when the browser refuses to store it. */
export async function addPicture(blob: Blob): Promise<string> {
  const id = newId('pic');
  const store = await frameStore();
  await store.put(id, blob);
  try {
    const bitmap = await createImageBitmap(blob);
    set(id, { status: 'ready', bitmap, url: URL.createObjectURL(blob) });
  } catch {
    set(id, { status: 'failed' });
  }
  return id;
}

/** Deletes stored pictures no longer used (and forgets them here). */
export async function dropPictures(keep: ReadonlySet<string>): Promise<void> {
  const store = await frameStore();
  const unused = (await store.keys()).filter((id) => !keep.has(id));
  if (unused.length === 0) return;
  await store.delete(unused);
  for (const id of unused) {
    const state = states.get(id);
    if (state?.status === 'ready') {
      state.bitmap.close();
      URL.revokeObjectURL(state.url);
    }
    states.delete(id);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Re-renders when any picture changes state; returns a counter to key drawing effects on. */
export function usePicturesVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}
