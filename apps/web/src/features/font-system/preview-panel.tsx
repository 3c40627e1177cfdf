import { MAX_LAYOUT_GRAPHEMES, resolveFont, type TextLayout } from '@mergepix/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { TextLayerCanvas } from '@/components/fonts/text-layer-canvas';
import { useFontStatus } from '@/lib/fonts/font-loader';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { useFontSystem } from './style-store';
import { styleToLayer } from './text-style';

const HEIGHT = 220;

/** The sample text, editable, drawn in the chosen style by the renderer the server uses. */
export function PreviewPanel() {
  const { style, sample, setSample } = useFontSystem();
  const { values } = useTokenValues();
  const box = useRef<HTMLDivElement>(null);
  // The canvas is absolutely placed, so the box's own width (not the canvas) sets the layout.
  const [width, setWidth] = useState(0);
  const [layout, setLayout] = useState<TextLayout | null>(null);
  const resolved = resolveFont(style.fontFamily);
  const status = useFontStatus(resolved.font.family);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 600)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const layers = useMemo(() => [styleToLayer(style, sample, width, HEIGHT)], [style, sample, width]);
  const empty = sample.trim() === '';

  return (
    <section
      aria-labelledby="preview-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="preview-title" className="text-lg font-semibold text-slate-900">
        Preview
      </h2>
      <label className="mt-3 block text-sm font-medium text-slate-700" htmlFor="sample-text">
        Sample text{' '}
        <span className="font-normal text-slate-500">(tokens like [FIRSTNAME] show your values)</span>
      </label>
      <textarea
        id="sample-text"
        value={sample}
        onChange={(e) => setSample(e.target.value)}
        rows={2}
        className="mt-1 w-full resize-y rounded-xl border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20"
      />
      <div
        ref={box}
        className="relative mt-4 overflow-hidden rounded-xl border border-dashed border-slate-300 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:20px_20px]"
        style={{ height: HEIGHT }}
        data-preview=""
        data-fit={layout?.fit}
        data-font-size={layout?.fontSize}
      >
        {empty ? (
          <p className="flex h-full items-center justify-center text-sm text-slate-500">
            Type some text to preview
          </p>
        ) : (
          <TextLayerCanvas
            width={width}
            height={HEIGHT}
            layers={layers}
            values={values}
            label={`Preview: ${sample.slice(0, 200)}`}
            className="absolute inset-0"
            onDraw={([first]) => setLayout(first ?? null)}
          />
        )}
      </div>
      <div className="mt-2 space-y-1 text-sm" aria-live="polite">
        {resolved.match === 'stand-in' ? (
          <p className="text-slate-600">
            {style.fontFamily} is shown as {resolved.font.displayName ?? resolved.font.family}, an open font
            drawn the same in the preview and in every image.
          </p>
        ) : null}
        {resolved.match === 'default' ? (
          <p className="text-amber-700">
            “{style.fontFamily}” is not in the catalog; the preview uses {resolved.font.family}.
          </p>
        ) : null}
        {status === 'failed' ? (
          <p className="text-amber-700">
            {resolved.font.family} could not load; the preview uses a system font.
          </p>
        ) : null}
        {!empty && layout?.truncated ? (
          <p className="text-slate-600">
            The text is longer than the box: the preview shows what fits
            {sample.length > MAX_LAYOUT_GRAPHEMES ? ` (of ${sample.length.toLocaleString()} characters)` : ''}
            .
          </p>
        ) : null}
        {!empty && layout && layout.fontSize < style.fontSize ? (
          <p className="text-slate-500">Shrunk to {layout.fontSize} px to fit the box.</p>
        ) : null}
      </div>
    </section>
  );
}
