import type { Design, DesignFormat, TokenValues } from '@mergepix/core';
import type { Canvas } from '@napi-rs/canvas';
import { ByteLru } from './byte-lru.ts';
import { drawBase, renderLive } from './live-draw.ts';
import { frameView, type PreparedGif, prepareGif, renderGif } from './live-gif.ts';

// One render as a message between threads, and the code that runs it in whichever thread it
// lands: each thread keeps the bases it has drawn, so a base is decoded once per thread.

export interface LiveTask {
  /** Names the base and its static layers: the design's public id and version. */
  readonly baseId: string;
  readonly design: Design;
  /** The base picture's encoded bytes, shared between threads (not copied). */
  readonly baseBytes: SharedArrayBuffer | null;
  /** A live GIF's frame pictures, by frame (null: the frame has none), shared like the base. */
  readonly frameBytes?: readonly (SharedArrayBuffer | null)[];
  readonly values: TokenValues;
  readonly format: DesignFormat;
}

/** Decoded bases kept per thread (a 600×400 base is under 1 MB). */
const BASE_CACHE_BYTES = 192 * 1024 * 1024;
const bases = new ByteLru<Canvas>(BASE_CACHE_BYTES, (c) => c.width * c.height * 4);
/** Prepared live GIFs kept per thread (10 frames of 600×400 with a name on each: ~3–4 MB). */
const GIF_CACHE_BYTES = 128 * 1024 * 1024;
const gifs = new ByteLru<PreparedGif>(GIF_CACHE_BYTES, (g) => g.bytes);

const view = (shared: SharedArrayBuffer | null | undefined) => (shared ? new Uint8Array(shared) : null);

/**
 * Runs a task in this thread. `preparing(true)` is called before a version's one-time preparation
 * (its base decoded and drawn, a live GIF's frames and palette) and `preparing(false)` after it:
 * the render threads time that apart from drawing the recipient (render-threads.ts).
 */
export function runLiveTask(task: LiveTask, preparing: (started: boolean) => void = () => {}): Uint8Array {
  if (task.format === 'gif') {
    let gif = gifs.get(task.baseId);
    if (!gif) {
      preparing(true);
      gif = prepareGif(task.design, view(task.baseBytes), (task.frameBytes ?? []).map(view));
      gifs.set(task.baseId, gif);
      preparing(false);
    }
    return renderGif(gif, task.values);
  }
  // A still image of a live GIF is its first frame: all that Outlook on the desktop shows too.
  const animated = Boolean(task.design.frames?.length);
  const design = animated ? frameView(task.design, 0) : task.design;
  let base = bases.get(task.baseId);
  if (!base) {
    preparing(true);
    base = drawBase(design, animated ? view(task.frameBytes?.[0]) : view(task.baseBytes));
    bases.set(task.baseId, base);
    preparing(false);
  }
  return renderLive(base, design, task.values, task.format);
}
