import {
  type CountdownPiece,
  type CountdownState,
  countdownDeadline,
  countdownPieces,
  countdownState,
  coverCrop,
  type Design,
  type DesignBase,
  drawTextLayer,
  paintBase,
  recipientLayers,
  segmentBase,
  segmentIndex,
  type TextLayout,
  type TokenValues,
} from '@mergepix/core';
import type { BasePicture } from '@/components/tool-kit/designs/design-render';

// One recipient's live image at one moment, as the designer previews it: the segment's base (or
// the design's own), the text layers, and the countdown over them, drawn by core's code (the
// pieces are text layers for the shared text renderer, as on the server).

/** What a recipient's image shows at `now`, before drawing. */
export interface LiveFrame {
  /** The segment picked by the values (-1: the design's own base). */
  readonly segment: number;
  readonly base: DesignBase;
  /** The countdown's state, when the design has one. */
  readonly countdown: CountdownState | null;
  readonly pieces: readonly CountdownPiece[];
}

export function liveFrame(design: Design, values: TokenValues, now: number): LiveFrame {
  const segment = segmentIndex(design.segments, values);
  const base = segmentBase(design, segment);
  const cd = design.countdown;
  if (!cd) return { segment, base, countdown: null, pieces: [] };
  // Counted from the whole second, as the server counts an open (services/live/live-moment.ts).
  const at = Math.floor(now / 1000) * 1000;
  const state = countdownState(countdownDeadline(cd, values, at), at);
  return { segment, base, countdown: state, pieces: countdownPieces(cd, state) };
}

/** What a frame draws, as a string: two frames with the same key draw the same pixels. */
export function frameKey(frame: LiveFrame): string {
  return [frame.segment, frame.countdown?.kind ?? '', ...frame.pieces.map((p) => p.layer.text)].join(
    '\u0001',
  );
}

/** Finds the decoded picture of a base, or of the countdown's ended picture (by upload path). */
export interface PictureSource {
  base: (base: DesignBase) => BasePicture | null;
  upload: (path: string) => BasePicture | null;
}

/** Draws `frame` for a recipient; returns the layout of each of the design's text layers. */
export function drawLiveFrame(
  ctx: CanvasRenderingContext2D,
  design: Design,
  frame: LiveFrame,
  pictures: PictureSource,
  values: TokenValues,
): TextLayout[] {
  const { width, height } = design;
  paintBase(ctx, { width, height, base: frame.base });
  const picture =
    frame.base.kind === 'generation' || frame.base.kind === 'upload' ? pictures.base(frame.base) : null;
  if (picture) {
    const { sx, sy, sw, sh } = coverCrop(picture, width, height);
    ctx.drawImage(picture, sx, sy, sw, sh, 0, 0, width, height);
  }
  const layouts = recipientLayers(design.layers, values, design.fallbacks).map((layer) =>
    drawTextLayer(ctx, layer),
  );
  for (const piece of frame.pieces) drawTextLayer(ctx, piece.layer);
  const cd = design.countdown;
  if (cd && frame.countdown?.kind === 'ended' && cd.ended.kind === 'image') {
    const ended = pictures.upload(cd.ended.path);
    if (ended) {
      const { x, y, width: w, height: h } = cd.box;
      const crop = coverCrop(ended, w, h);
      ctx.drawImage(ended, crop.sx, crop.sy, crop.sw, crop.sh, x, y, w, h);
    }
  }
  return layouts;
}
