import type { Design, TextLayout, TokenValues } from '@mergepix/core';
import { type RefObject, useEffect, useState } from 'react';
import { loadLayerFonts } from '@/lib/fonts/font-loader';
import { type BasePicture, drawDesign, recipientTexts } from './design-render';

/**
 * Draws a design for one recipient on a canvas shown `displayWidth` CSS pixels wide (sharp on
 * high-density screens): at once with the fonts already loaded, again when the fonts the text
 * needs have loaded. Returns each layer's layout from the last draw.
 */
export function useDesignCanvas(
  canvas: RefObject<HTMLCanvasElement | null>,
  design: Design,
  picture: BasePicture | null,
  values: TokenValues,
  displayWidth: number,
): TextLayout[] {
  const [layouts, setLayouts] = useState<TextLayout[]>([]);
  const [fontsReady, setFontsReady] = useState(0);

  useEffect(() => {
    let live = true;
    loadLayerFonts(design.layers, recipientTexts(design, values)).then(() => {
      if (live) setFontsReady((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [design, values]);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx || displayWidth <= 0) return;
    const scale = (displayWidth / design.width) * (window.devicePixelRatio || 1);
    element.width = Math.max(1, Math.round(design.width * scale));
    element.height = Math.max(1, Math.round(design.height * scale));
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.clearRect(0, 0, design.width, design.height);
    setLayouts(drawDesign(ctx, design, picture, values));
    if (fontsReady > 0) element.dataset.fontsReady = 'true';
  }, [canvas, design, picture, values, displayWidth, fontsReady]);

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
