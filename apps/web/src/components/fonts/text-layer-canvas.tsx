import { drawTextLayer, layerText, type TextLayer, type TextLayout, type TokenValues } from '@mergepix/core';
import { useEffect, useRef, useState } from 'react';
import { loadLayerFonts } from '@/lib/fonts/font-loader';

export interface TextLayerCanvasProps {
  /** Canvas size in CSS pixels; layers' boxes are in the same units. */
  readonly width: number;
  readonly height: number;
  readonly layers: readonly TextLayer[];
  readonly values?: TokenValues;
  /** Painted under the text (a colour), transparent when absent. */
  readonly background?: string;
  readonly className?: string;
  readonly label: string;
  /** Called after every draw with each layer's layout and whether all fonts loaded. */
  readonly onDraw?: (layouts: TextLayout[], fontsLoaded: boolean) => void;
}

/**
 * Text layers drawn by core's renderer (the code the server draws e-mail images with) on a
 * canvas sharp on high-density screens. Draws at once with what is loaded, loads the fonts and
 * fallbacks the text needs, then draws again.
 */
export function TextLayerCanvas({
  width,
  height,
  layers,
  values,
  background,
  className,
  label,
  onDraw,
}: TextLayerCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [fontsReady, setFontsReady] = useState(0);
  const onDrawRef = useRef(onDraw);
  onDrawRef.current = onDraw;
  const loaded = useRef(true);

  // Fonts first: each finished load redraws.
  useEffect(() => {
    let live = true;
    loadLayerFonts(
      layers,
      layers.map((layer) => layerText(layer, values)),
    ).then((allLoaded) => {
      if (!live) return;
      loaded.current = allLoaded;
      setFontsReady((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [layers, values]);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const scale = window.devicePixelRatio || 1;
    element.width = Math.round(width * scale);
    element.height = Math.round(height * scale);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.clearRect(0, 0, width, height);
    if (background) {
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, width, height);
    }
    const layouts = layers.map((layer) => drawTextLayer(ctx, layer, values));
    onDrawRef.current?.(layouts, loaded.current);
    void fontsReady;
  }, [width, height, layers, values, background, fontsReady]);

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      className={className}
      style={{ width, height }}
      data-fonts-ready={fontsReady > 0 || undefined}
    />
  );
}
