import {
  assembleGif,
  type Countdown,
  changedUnits,
  countdownCells,
  countdownPieces,
  type Design,
  encodeIndexedFrame,
  encodeIndexedRect,
  indexFrame,
  quantizeFrame,
  type TokenValues,
} from '@mergepix/core';
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { drawTextLayers } from '../text/text-layers.ts';
import { ByteLru } from './byte-lru.ts';
import { countdownAt, countdownExtras } from './live-countdown.ts';
import { drawBase, drawExtras, personalLayers } from './live-draw.ts';

// A ticking countdown GIF: one frame a second for up to a minute. The first frame is the whole
// picture at the open (what Outlook on the desktop shows): the base, the recipient's layers and
// the time left. Each later frame redraws only the rectangle of the numbers that changed (mostly
// the seconds), over the frames before it. Those later frames depend on the seconds left alone,
// not on the recipient, so a thread keeps them by version and seconds left: a burst of opens in
// the same second, whatever their names, draws them once. Decision 030.

const SECOND_CS = 100;

type Palette = ReturnType<typeof quantizeFrame>;

/** A published version's base and palette, ready for any recipient's countdown GIF. */
export interface PreparedCountdownGif {
  readonly width: number;
  readonly height: number;
  /** The base with the layers that are the same for everyone. */
  readonly base: Canvas;
  /** Quantized once from the picture with the fallbacks and a running countdown drawn (≤255 colours). */
  readonly palette: Palette;
  /** `palette` and one more entry, the transparent one of the later frames. */
  readonly withClear: Palette;
  readonly bytes: number;
}

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const rgbaOf = (ctx: SKRSContext2D, r: Rect) =>
  ctx.getImageData(r.x, r.y, r.width, r.height).data as Uint8ClampedArray;

/** Draws a version's base and quantizes its palette (per thread, once). */
export function prepareCountdownGif(design: Design, baseBytes: Uint8Array | null): PreparedCountdownGif {
  const countdown = design.countdown as Countdown;
  const base = drawBase(design, baseBytes);
  const sample = createCanvas(design.width, design.height);
  const ctx = sample.getContext('2d');
  ctx.drawImage(base, 0, 0);
  drawTextLayers(ctx, personalLayers(design, {}));
  // Every digit, both colours and the text's edges: a running countdown and its other texts.
  const running = { kind: 'running', deadline: 0, remaining: 1_234_567 + 890 } as const;
  drawTextLayers(
    ctx,
    countdownPieces(countdown, running).map((p) => p.layer),
  );
  const palette = quantizeFrame(
    rgbaOf(ctx, { x: 0, y: 0, width: design.width, height: design.height }),
    'high',
    255,
  );
  return {
    width: design.width,
    height: design.height,
    base,
    withClear: [...palette, [0, 0, 0]],
    palette,
    bytes: design.width * design.height * 4 + 4096,
  };
}

const scratch = new Map<string, Canvas>();
function scratchCanvas(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  let canvas = scratch.get(key);
  if (!canvas) {
    if (scratch.size > 16) scratch.clear();
    canvas = createCanvas(width, height);
    scratch.set(key, canvas);
  }
  return canvas;
}

/** Whole pixels covering `boxes`, inside the picture. */
function cover(boxes: readonly Rect[], width: number, height: number): Rect {
  const x0 = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.x))));
  const y0 = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.y))));
  const x1 = Math.min(width, Math.ceil(Math.max(...boxes.map((b) => b.x + b.width))));
  const y1 = Math.min(height, Math.ceil(Math.max(...boxes.map((b) => b.y + b.height))));
  return { x: x0, y: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) };
}

/** A rectangle of the base with `draw` over it, in picture coordinates. */
function drawRect(gif: PreparedCountdownGif, r: Rect, draw: (ctx: SKRSContext2D) => void): SKRSContext2D {
  const ctx = scratchCanvas(r.width, r.height).getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(gif.base, r.x, r.y, r.width, r.height, 0, 0, r.width, r.height);
  ctx.translate(-r.x, -r.y);
  draw(ctx);
  return ctx;
}

const ticks = new ByteLru<Uint8Array[]>(32 * 1024 * 1024, (blocks) =>
  blocks.reduce((n, b) => n + b.byteLength, 64),
);

/** The frames after the first for `remaining` seconds left: the changed numbers, then the ended state. */
function laterFrames(
  gif: PreparedCountdownGif,
  countdown: Countdown,
  remaining: number,
  endedBytes: Uint8Array | null,
): Uint8Array[] {
  const cells = countdownCells(countdown);
  const blocks: Uint8Array[] = [];
  // What the screen shows inside the countdown's box, as palette indices: a later frame marks
  // the pixels it would not change transparent, which the LZW pass then packs into a few codes
  // (a second's frame is mostly the background around a digit or two).
  const box = cover([countdown.box], gif.width, gif.height);
  const start = countdownPieces(countdown, { kind: 'running', deadline: 0, remaining }).map((p) => p.layer);
  const shown = indexFrame(
    rgbaOf(
      drawRect(gif, box, (c) => drawTextLayers(c, start)),
      { x: 0, y: 0, width: box.width, height: box.height },
    ),
    gif.palette,
  );
  const clear = gif.palette.length;
  for (let k = 1; k < countdown.frames; k++) {
    const left = remaining - k;
    if (left < 0) {
      // The deadline passes inside the GIF: its last frame is the ended state, in colours of its own.
      const r = cover([countdown.box], gif.width, gif.height);
      const ended = countdownExtras(countdown, { kind: 'ended' }, endedBytes);
      const ctx = drawRect(gif, r, (c) => drawExtras(c, ended));
      const rgba = rgbaOf(ctx, { x: 0, y: 0, width: r.width, height: r.height });
      const palette = quantizeFrame(rgba, 'high');
      blocks.push(encodeIndexedRect(indexFrame(rgba, palette), palette, r, SECOND_CS));
      break;
    }
    const changed = new Set(changedUnits(countdown, left + 1, left));
    const r = cover(
      cells.filter((c) => changed.has(c.unit)).map((c) => c.number),
      gif.width,
      gif.height,
    );
    const pieces = countdownPieces(countdown, { kind: 'running', deadline: 0, remaining: left });
    const ctx = drawRect(gif, r, (c) =>
      drawTextLayers(
        c,
        pieces
          .filter((p) => {
            const b = p.layer.box;
            return b.x < r.x + r.width && r.x < b.x + b.width && b.y < r.y + r.height && r.y < b.y + b.height;
          })
          .map((p) => p.layer),
      ),
    );
    const rgba = rgbaOf(ctx, { x: 0, y: 0, width: r.width, height: r.height });
    const index = indexFrame(rgba, gif.palette);
    for (let y = 0; y < r.height; y++)
      for (let x = 0; x < r.width; x++) {
        const at = (r.y - box.y + y) * box.width + (r.x - box.x + x);
        const i = y * r.width + x;
        if (shown[at] === index[i]) index[i] = clear;
        else shown[at] = index[i] as number;
      }
    blocks.push(compactRect(index, gif.withClear, r, clear));
  }
  return blocks;
}

/**
 * A later frame with a colour table of only the colours it uses (a digit's few dozen, not the
 * version's 256): a table is written with every frame, and smaller indices pack tighter.
 */
function compactRect(index: Uint8Array, palette: Palette, r: Rect, clear: number): Uint8Array {
  const local = new Int16Array(palette.length).fill(-1);
  const colors: Palette = [];
  for (let i = 0; i < index.length; i++) {
    const c = index[i] as number;
    if (local[c] === -1) {
      local[c] = colors.length;
      colors.push(palette[c] as number[]);
    }
    index[i] = local[c] as number;
  }
  return encodeIndexedRect(index, colors, r, SECOND_CS, local[clear] === -1 ? undefined : local[clear]);
}

/**
 * One recipient's countdown GIF at `at` (ms, the open's whole second): the first frame whole,
 * then up to `countdown.frames - 1` seconds. Ended or without a usable deadline: one frame.
 */
export function renderCountdownGif(
  gif: PreparedCountdownGif,
  key: string,
  design: Design,
  values: TokenValues,
  at: number | undefined,
  endedBytes: Uint8Array | null,
): Uint8Array {
  const countdown = design.countdown as Countdown;
  const state = countdownAt(countdown, values, at);
  const full = { x: 0, y: 0, width: gif.width, height: gif.height };
  const ctx = drawRect(gif, full, (c) => {
    drawTextLayers(c, personalLayers(design, values));
    drawExtras(c, countdownExtras(countdown, state, endedBytes));
  });
  const rgba = rgbaOf(ctx, full);
  // The ended picture has colours the version's palette never saw: a palette of its own.
  const palette =
    state.kind === 'ended' && countdown.ended.kind === 'image' ? quantizeFrame(rgba, 'high') : gif.palette;
  const first = encodeIndexedFrame(indexFrame(rgba, palette), palette, gif.width, gif.height, SECOND_CS);
  const loop = countdown.loop === 'once' ? 'once' : 0;
  if (state.kind !== 'running' || countdown.frames === 1)
    return assembleGif(gif.width, gif.height, [first], loop);
  const tickKey = `${key}:${state.remaining}`;
  let later = ticks.get(tickKey);
  if (!later) {
    later = laterFrames(gif, countdown, state.remaining, endedBytes);
    ticks.set(tickKey, later);
  }
  return assembleGif(gif.width, gif.height, [first, ...later], loop);
}
