import type { Design, DesignFormat, TokenValues } from '@mergepix/core';
import type { Canvas } from '@napi-rs/canvas';
import { ByteLru } from './byte-lru.ts';
import { drawBase, renderLive } from './live-draw.ts';

// One render as a message between threads, and the code that runs it in whichever thread it
// lands: each thread keeps the bases it has drawn, so a base is decoded once per thread.

export interface LiveTask {
  /** Names the base and its static layers: the design's public id and version. */
  readonly baseId: string;
  readonly design: Design;
  /** The base picture's encoded bytes, shared between threads (not copied). */
  readonly baseBytes: SharedArrayBuffer | null;
  readonly values: TokenValues;
  readonly format: DesignFormat;
}

/** Decoded bases kept per thread (a 600×400 base is under 1 MB). */
const BASE_CACHE_BYTES = 192 * 1024 * 1024;
const bases = new ByteLru<Canvas>(BASE_CACHE_BYTES, (c) => c.width * c.height * 4);

/** Runs a task in this thread. */
export function runLiveTask(task: LiveTask): Uint8Array {
  let base = bases.get(task.baseId);
  if (!base) {
    base = drawBase(task.design, task.baseBytes ? new Uint8Array(task.baseBytes) : null);
    bases.set(task.baseId, base);
  }
  return renderLive(base, task.design, task.values, task.format);
}
