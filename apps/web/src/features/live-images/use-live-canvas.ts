import type { Design, TextLayout, TokenValues } from '@mergepix/core';
import { type RefObject, useEffect, useState } from 'react';
import { recipientTexts } from '@/components/tool-kit/designs/design-render';
import { loadLayerFonts } from '@/lib/fonts/font-loader';
import { drawLiveFrame, type LiveFrame, type PictureSource } from './live-frame';

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
  const [layouts, setLayouts] = useState<TextLayout[]>([]);
  const [fontsReady, setFontsReady] = useState(0);
  // The countdown's font: one piece's text is enough to load its family (digits and labels alike).
  const countdownText = frame.pieces.map((p) => p.layer.text).join(' ');
  const cd = design.countdown;
  const cdFont = cd ? `${cd.fontFamily}/${cd.fontWeight}/${cd.italic}` : '';

  useEffect(() => {
    let live = true;
    const layers = [...design.layers, ...(cd && cdFont ? [cd] : [])];
    const texts = [...recipientTexts(design, values), `${countdownText} 0123456789`];
    loadLayerFonts(layers, texts).then(() => {
      if (live) setFontsReady((n) => n + 1);
    });
    return () => {
      live = false;
    };
    // The countdown's text changes each second; its font only when the owner picks another.
    // biome-ignore lint/correctness/useExhaustiveDependencies: fonts load per font, not per tick
  }, [design.layers, design.fallbacks, values, cdFont]);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx || displayWidth <= 0) return;
    const scale = (displayWidth / design.width) * (window.devicePixelRatio || 1);
    element.width = Math.max(1, Math.round(design.width * scale));
    element.height = Math.max(1, Math.round(design.height * scale));
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.clearRect(0, 0, design.width, design.height);
    setLayouts(drawLiveFrame(ctx, design, frame, pictures, values));
    if (fontsReady > 0) element.dataset.fontsReady = 'true';
  }, [canvas, design, frame, pictures, values, displayWidth, fontsReady]);

  return layouts;
}
