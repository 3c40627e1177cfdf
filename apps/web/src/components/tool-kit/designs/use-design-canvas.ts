import type { Design, TextLayout, TokenValues } from '@mergepix/core';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { loadLayerFonts } from '@/lib/fonts/font-loader';
import { type BasePicture, drawDesign, recipientTexts } from './design-render';

/**
 * Draws on a canvas shown `displayWidth` CSS pixels wide a picture of `width`×`height` design
 * pixels, sharp on high-density screens: at once with the fonts already loaded, again once
 * `loadFonts` has loaded the fonts its text needs. `loadFonts` and `draw` are the callers'
 * memoized functions: a new one draws again. Returns each layer's layout from the last draw.
 */
export function useScaledCanvas(
  canvas: RefObject<HTMLCanvasElement | null>,
  width: number,
  height: number,
  displayWidth: number,
  loadFonts: () => Promise<unknown>,
  draw: (ctx: CanvasRenderingContext2D) => TextLayout[],
): TextLayout[] {
  const [layouts, setLayouts] = useState<TextLayout[]>([]);
  const [fontsReady, setFontsReady] = useState(0);

  useEffect(() => {
    let live = true;
    loadFonts().then(() => {
      if (live) setFontsReady((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [loadFonts]);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx || displayWidth <= 0) return;
    const scale = (displayWidth / width) * (window.devicePixelRatio || 1);
    element.width = Math.max(1, Math.round(width * scale));
    element.height = Math.max(1, Math.round(height * scale));
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.clearRect(0, 0, width, height);
    setLayouts(draw(ctx));
    if (fontsReady > 0) element.dataset.fontsReady = 'true';
  }, [canvas, width, height, displayWidth, draw, fontsReady]);

  return layouts;
}

/** Draws a design for one recipient (its base picture and layers) with {@link useScaledCanvas}. */
export function useDesignCanvas(
  canvas: RefObject<HTMLCanvasElement | null>,
  design: Design,
  picture: BasePicture | null,
  values: TokenValues,
  displayWidth: number,
): TextLayout[] {
  const loadFonts = useCallback(
    () => loadLayerFonts(design.layers, recipientTexts(design, values)),
    [design, values],
  );
  const draw = useCallback(
    (ctx: CanvasRenderingContext2D) => drawDesign(ctx, design, picture, values),
    [design, picture, values],
  );
  return useScaledCanvas(canvas, design.width, design.height, displayWidth, loadFonts, draw);
}

/** The width an element has on screen, following resizes. */
export function useElementWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
