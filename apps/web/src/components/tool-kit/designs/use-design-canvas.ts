import type { TextLayout } from '@mergepix/core';
import { type RefObject, useEffect, useState } from 'react';

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
