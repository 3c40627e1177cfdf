import {
  drawGifFrame,
  GIF_CANVAS_MAX_HEIGHT_PX,
  type GifFrame,
  type GifToken,
  gifTokenLayer,
  gifTokenText,
  layerText,
  type TextLayout,
  type TokenValues,
} from '@mergepix/core';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useElementWidth } from '@/components/tool-kit/designs/use-design-canvas';
import { cn } from '@/lib/cn';
import { loadLayerFonts } from '@/lib/fonts/font-loader';
import { pictureState, usePicturesVersion } from './frame-pictures';

// The preview canvas (docs/product.md#gif-editor: the current frame with its tokens, at most 400 px high):
// core draws the frame for the user's own values, and each token is a handle to drag with the mouse, a pen or
// a finger, or to move with the arrow keys (Shift: 5 %); Delete removes it.

interface Props {
  readonly frame: GifFrame;
  readonly width: number;
  readonly height: number;
  readonly values: TokenValues;
  readonly selectedToken: string | null;
  onSelectToken(id: string | null): void;
  onMoveToken(id: string, x: number, y: number): void;
  onRemoveToken(id: string): void;
}

type Drag = { id: string; dx: number; dy: number; pointer: number };

const clampPercent = (v: number) => Math.round(Math.min(100, Math.max(0, v)) * 10) / 10;

export function GifStage({ frame, width, height, values, selectedToken, ...on }: Props) {
  const wrap = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const available = useElementWidth(wrap);
  const displayWidth = Math.max(0, Math.min(available, width, (width * GIF_CANVAS_MAX_HEIGHT_PX) / height));
  const scale = displayWidth > 0 ? displayWidth / width : 1;
  const picturesVersion = usePicturesVersion();
  const picture = frame.imageId ? pictureState(frame.imageId) : null;
  const layers = useMemo(
    () => frame.tokens.map((t) => gifTokenLayer(t, width, height, gifTokenText(t, values))),
    [frame.tokens, width, height, values],
  );
  const [fontsReady, setFontsReady] = useState(0);
  const [layouts, setLayouts] = useState<TextLayout[]>([]);

  useEffect(() => {
    let live = true;
    void loadLayerFonts(
      layers,
      layers.map((l) => layerText(l)),
    ).then(() => live && setFontsReady((n) => n + 1));
    return () => {
      live = false;
    };
  }, [layers]);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx || displayWidth <= 0) return;
    const ratio = scale * (window.devicePixelRatio || 1);
    element.width = Math.max(1, Math.round(width * ratio));
    element.height = Math.max(1, Math.round(height * ratio));
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const bitmap = picture?.status === 'ready' ? picture.bitmap : null;
    setLayouts(drawGifFrame<ImageBitmap>(ctx, bitmap, width, height, layers));
    void picturesVersion;
    void fontsReady;
  }, [layers, picture, width, height, displayWidth, scale, picturesVersion, fontsReady]);

  const drag = useRef<Drag | null>(null);
  const toPercent = (event: PointerEvent) => {
    const rect = canvas.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return { x: 50, y: 50 };
    return {
      x: ((event.clientX - rect.left) / rect.width) * 100,
      y: ((event.clientY - rect.top) / rect.height) * 100,
    };
  };
  const startDrag = (event: PointerEvent, token: GifToken) => {
    on.onSelectToken(token.id);
    const at = toPercent(event);
    drag.current = { id: token.id, dx: at.x - token.x, dy: at.y - token.y, pointer: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };
  const moveDrag = (event: PointerEvent) => {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    const at = toPercent(event);
    on.onMoveToken(d.id, clampPercent(at.x - d.dx), clampPercent(at.y - d.dy));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKey = (event: KeyboardEvent, token: GifToken) => {
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      on.onMoveToken(token.id, clampPercent(token.x + move[0]), clampPercent(token.y + move[1]));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      on.onRemoveToken(token.id);
    }
  };

  return (
    <div ref={wrap} className="flex w-full justify-center">
      <div className="relative" style={{ width: displayWidth, height: displayWidth * (height / width) }}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={`Frame preview, ${width}×${height}`}
          data-testid="gif-preview"
          data-fonts-ready={fontsReady > 0 || undefined}
          className="block h-full w-full rounded-lg bg-slate-100 shadow-inner"
          onPointerDown={() => on.onSelectToken(null)}
        />
        {picture?.status === 'missing' || picture?.status === 'failed' ? (
          <p
            role="alert"
            className="absolute inset-x-2 top-2 rounded-md bg-amber-50 p-2 text-xs text-amber-900"
          >
            {picture.status === 'missing'
              ? 'This frame’s picture is not in this browser any more. Replace it or delete the frame.'
              : 'This frame’s picture could not be decoded. Replace it or delete the frame.'}
          </p>
        ) : null}
        {frame.tokens.map((token, i) => {
          const rect = handleRect(layouts[i], layers[i]?.box, token.fontSize);
          return (
            <button
              key={token.id}
              type="button"
              aria-label={`Text “${token.value}”: drag or use the arrow keys to move it`}
              aria-pressed={selectedToken === token.id}
              data-testid="gif-token"
              className={cn(
                'absolute cursor-move touch-none rounded border-2 border-dashed focus-visible:outline-2 focus-visible:outline-brand-600',
                selectedToken === token.id
                  ? 'border-brand-500 bg-brand-500/10'
                  : 'border-white/60 hover:border-white',
              )}
              style={{
                left: rect.x * scale,
                top: rect.y * scale,
                width: Math.max(24, rect.width * scale),
                height: Math.max(24, rect.height * scale),
              }}
              onPointerDown={(e) => startDrag(e, token)}
              onPointerMove={moveDrag}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              onLostPointerCapture={endDrag}
              onFocus={() => on.onSelectToken(token.id)}
              onKeyDown={(e) => onKey(e, token)}
            />
          );
        })}
      </div>
    </div>
  );
}

/** Where a token's text landed (its lines, centred in its box), a little padded, in frame pixels. */
function handleRect(
  layout: TextLayout | undefined,
  box: { x: number; y: number; width: number; height: number } | undefined,
  fontSize: number,
) {
  if (!box) return { x: 0, y: 0, width: 0, height: 0 };
  const lines = layout?.lines ?? [];
  const textWidth = Math.max(fontSize, ...lines.map((l) => l.advance));
  const size = layout?.fontSize ?? fontSize;
  const textHeight = Math.max(size * 1.2, lines.length * size * 1.2);
  const w = Math.min(box.width, textWidth + 8);
  const h = Math.min(box.height, textHeight + 4);
  return { x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h };
}
