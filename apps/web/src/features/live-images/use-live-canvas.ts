import type { Design, TextLayout, TokenValues } from '@mergepix/core';
import { type RefObject, useCallback, useRef } from 'react';
import { recipientTexts } from '@/components/tool-kit/designs/design-render';
import { useScaledCanvas } from '@/components/tool-kit/designs/use-design-canvas';
import { loadLayerFonts } from '@/lib/fonts/font-loader';
import { drawLiveFrame, frameKey, type LiveFrame, liveFrame, type PictureSource } from './live-frame';

/** Every text a countdown may draw, for the glyphs its font must have: digits, labels, the rest. */
const countdownFontText = (cd: NonNullable<Design['countdown']>) =>
  [
    '0123456789',
    cd.separator,
    ...Object.values(cd.labels),
    cd.fallbackText,
    cd.ended.kind === 'text' ? cd.ended.text : '',
  ].join(' ');

/**
 * Draws one recipient's live image (segment base, layers, countdown) on a canvas shown
 * `displayWidth` CSS pixels wide, sharp on dense screens: at once with the fonts already loaded,
 * again once the fonts its text needs have loaded. Returns each text layer's layout.
 */
export function useLiveCanvas(
  canvas: RefObject<HTMLCanvasElement | null>,
  design: Design,
  frame: LiveFrame,
  pictures: PictureSource,
  values: TokenValues,
  displayWidth: number,
): TextLayout[] {
  const loadFonts = useCallback(() => {
    const cd = design.countdown;
    const layers = [...design.layers, ...(cd ? [cd] : [])];
    const texts = [...recipientTexts(design, values), ...(cd ? [countdownFontText(cd)] : [])];
    return loadLayerFonts(layers, texts);
  }, [design, values]);
  const draw = useCallback(
    (ctx: CanvasRenderingContext2D) => drawLiveFrame(ctx, design, frame, pictures, values),
    [design, frame, pictures, values],
  );
  return useScaledCanvas(canvas, design.width, design.height, displayWidth, loadFonts, draw);
}

/**
 * One recipient's frame at `now`, the same object while it draws the same (a countdown showing
 * days and hours changes once an hour, an ended one never): the canvas is redrawn only when a
 * number, the design or the values change, not at every tick.
 */
export function useLiveFrame(design: Design, values: TokenValues, now: number): LiveFrame {
  const next = liveFrame(design, values, now);
  const key = frameKey(next);
  const kept = useRef<{ frame: LiveFrame; key: string; design: Design; values: TokenValues } | null>(null);
  const k = kept.current;
  if (!k || k.key !== key || k.design !== design || k.values !== values)
    kept.current = { frame: next, key, design, values };
  return kept.current?.frame ?? next;
}
