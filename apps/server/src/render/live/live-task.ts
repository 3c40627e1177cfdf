import type { Design, DesignFormat, TokenValues } from '@mergepix/core';
import type { Canvas } from '@napi-rs/canvas';
import { ByteLru } from './byte-lru.ts';
import type { SplicedBase } from './jpeg/spliced-jpeg.ts';
import { designExtras } from './live-countdown.ts';
import { type PreparedCountdownGif, prepareCountdownGif, renderCountdownGif } from './live-countdown-gif.ts';
import { drawBase, LIVE_QUALITY, renderLive } from './live-draw.ts';
import { frameView, type PreparedGif, prepareGif, renderGif } from './live-gif.ts';
import { prepareLiveJpeg } from './live-spliced.ts';

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
  /**
   * The open's whole second (ms since 1970), which a countdown counts from; absent for the
   * design's fallback image (its countdown shows the fallback text).
   */
  readonly at?: number;
  /** An ended countdown's picture, shared like the base. */
  readonly endedBytes?: SharedArrayBuffer | null;
}

/** A drawn base, and once a JPEG is asked of it, its encoding prepared for splicing (null: none). */
interface LiveBase {
  readonly canvas: Canvas;
  jpeg?: SplicedBase | null;
}

/** Decoded bases kept per thread (a 600×400 base is under 1 MB, its spliceable JPEG ~50 KB). */
const BASE_CACHE_BYTES = 192 * 1024 * 1024;
const bases = new ByteLru<LiveBase>(
  BASE_CACHE_BYTES,
  (b) => b.canvas.width * b.canvas.height * 4 + (b.jpeg ? b.jpeg.data.length + b.jpeg.starts.byteLength : 0),
);
/** Prepared live GIFs kept per thread (10 frames of 600×400 with a name on each: ~3–4 MB). */
const GIF_CACHE_BYTES = 128 * 1024 * 1024;
const gifs = new ByteLru<PreparedGif>(GIF_CACHE_BYTES, (g) => g.bytes);

/** Prepared countdown GIFs kept per thread (a 600×400 base and its palette: ~1 MB). */
const countdownGifs = new ByteLru<PreparedCountdownGif>(GIF_CACHE_BYTES, (g) => g.bytes);

const view = (shared: SharedArrayBuffer | null | undefined) => (shared ? new Uint8Array(shared) : null);

/**
 * Runs a task in this thread. `preparing(true)` is called before a version's one-time preparation
 * (its base decoded and drawn, a live GIF's frames and palette) and `preparing(false)` after it:
 * the render threads time that apart from drawing the recipient (render-threads.ts).
 */
export function runLiveTask(task: LiveTask, preparing: (started: boolean) => void = () => {}): Uint8Array {
  if (task.format === 'gif' && task.design.countdown) {
    let gif = countdownGifs.get(task.baseId);
    if (!gif) {
      preparing(true);
      gif = prepareCountdownGif(task.design, view(task.baseBytes));
      countdownGifs.set(task.baseId, gif);
      preparing(false);
    }
    return renderCountdownGif(gif, task.baseId, task.design, task.values, task.at, view(task.endedBytes));
  }
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
  if (!base || (task.format === 'jpg' && base.jpeg === undefined)) {
    preparing(true);
    const canvas =
      base?.canvas ?? drawBase(design, animated ? view(task.frameBytes?.[0]) : view(task.baseBytes));
    base = { canvas };
    if (task.format === 'jpg')
      base.jpeg = prepareLiveJpeg(
        canvas.encodeSync('jpeg', LIVE_QUALITY),
        renderLive(canvas, design, {}, 'jpg'),
      );
    bases.set(task.baseId, base);
    preparing(false);
  }
  const extras = designExtras(design, task.values, task.at, view(task.endedBytes));
  return renderLive(base.canvas, design, task.values, task.format, base.jpeg, extras);
}
