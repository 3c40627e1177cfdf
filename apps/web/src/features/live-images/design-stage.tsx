import type { Design, TokenValues } from '@mergepix/core';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { removeLayer, updateLayer } from '@/components/tool-kit/designs/design-doc';
import { useElementWidth } from '@/components/tool-kit/designs/use-design-canvas';
import { cn } from '@/lib/cn';
import { withoutCountdown } from './countdown-doc';
import type { PictureSource } from './live-frame';
import { StageCountdown } from './stage-countdown';
import {
  arrowChange,
  HANDLES,
  type Handle,
  keepInside,
  moveBox,
  resizeBox,
  rotationTowards,
} from './stage-geometry';
import { HANDLE_POSITION } from './stage-handles';
import type { DesignEditor } from './use-design-editor';
import { useLiveCanvas, useLiveFrame } from './use-live-canvas';

/** What a drag holds: a text layer by index, or the countdown. */
type Target = number | 'countdown';
type Drag =
  | { mode: 'move'; index: Target; x: number; y: number; design: Design }
  | { mode: 'resize'; index: Target; handle: Handle; x: number; y: number; design: Design }
  | { mode: 'rotate'; index: number; design: Design };

/** The smallest countdown box core accepts. */
const COUNTDOWN_MIN = { width: 20, height: 10 };

/** Tallest the canvas is shown, so tall designs (stories) fit the screen. */
const MAX_STAGE_HEIGHT = 560;

/**
 * The design drawn for the user's own values (the segment previewed, the countdown ticking), with
 * each text layer and the countdown as a box to select, drag, resize from its handles, turn from
 * the round handle (layers), or move with the arrow keys (Shift: 10 px, Alt: resize); Delete
 * removes it. Pointer events, so mouse, pen and touch all work.
 */
export function DesignStage({
  editor,
  pictures,
  values,
  now,
}: {
  editor: DesignEditor;
  pictures: PictureSource;
  values: TokenValues;
  now: number;
}) {
  const { design, selected, select, change } = editor;
  const [countdownActive, setCountdownActive] = useState(false);
  const frame = useLiveFrame(design, values, now);
  const wrap = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const available = useElementWidth(wrap);
  const displayWidth = Math.max(
    0,
    Math.min(available, design.width, (design.width * MAX_STAGE_HEIGHT) / design.height),
  );
  const scale = displayWidth > 0 ? displayWidth / design.width : 1;
  useLiveCanvas(canvas, design, frame, pictures, values, displayWidth);
  const drag = useRef<Drag | null>(null);

  const toImage = (event: PointerEvent) => {
    const rect = stage.current?.getBoundingClientRect();
    return { x: (event.clientX - (rect?.left ?? 0)) / scale, y: (event.clientY - (rect?.top ?? 0)) / scale };
  };

  const start = (event: PointerEvent, next: Drag) => {
    event.preventDefault();
    event.stopPropagation();
    stage.current?.setPointerCapture(event.pointerId);
    drag.current = next;
    if (next.index === 'countdown') {
      select(null);
      setCountdownActive(true);
    } else {
      setCountdownActive(false);
      select(next.index);
    }
  };

  /** The countdown's box, moved or resized and kept inside the image. */
  const countdownTo = (from: Design, box: NonNullable<Design['countdown']>['box'], key: string) => {
    if (!from.countdown) return;
    const inside = keepInside(box, from, COUNTDOWN_MIN);
    change({ ...from, countdown: { ...from.countdown, box: inside } }, key);
  };

  const onPointerMove = (event: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    if (d.index === 'countdown') {
      const cd = d.design.countdown;
      if (!cd || d.mode === 'rotate') return;
      const point = toImage(event);
      const box =
        d.mode === 'move'
          ? moveBox(cd.box, point.x - d.x, point.y - d.y)
          : resizeBox(cd.box, d.handle, point.x - d.x, point.y - d.y);
      countdownTo(d.design, box, `countdown-${d.mode}`);
      return;
    }
    const layer = d.design.layers[d.index];
    if (!layer) return;
    const point = toImage(event);
    let box = layer.box;
    let rotation = layer.rotation;
    if (d.mode === 'move') box = moveBox(layer.box, point.x - d.x, point.y - d.y);
    else if (d.mode === 'resize') box = resizeBox(layer.box, d.handle, point.x - d.x, point.y - d.y);
    else rotation = rotationTowards(layer.box, point, event.shiftKey);
    change(updateLayer(d.design, d.index, { box, rotation }), `${d.mode}-${d.index}`);
  };

  const endDrag = () => {
    drag.current = null;
  };

  const onLayerKey = (event: KeyboardEvent, index: number) => {
    const layer = design.layers[index];
    if (!layer) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      change(removeLayer(design, index));
      select(design.layers.length > 1 ? Math.max(0, index - 1) : null);
      return;
    }
    if (event.key === 'Escape') {
      select(null);
      (event.currentTarget as HTMLElement).blur();
      return;
    }
    const d = arrowChange(event.key, { shift: event.shiftKey, alt: event.altKey });
    if (!d) return;
    event.preventDefault();
    const { x, y, width, height } = layer.box;
    const box = { x: x + d.dx, y: y + d.dy, width: width + d.dw, height: height + d.dh };
    change(updateLayer(design, index, { box }), `keys-${index}`);
  };

  const onCountdownKey = (event: KeyboardEvent) => {
    const cd = design.countdown;
    if (!cd) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      change(withoutCountdown(design));
      setCountdownActive(false);
      return;
    }
    if (event.key === 'Escape') {
      setCountdownActive(false);
      (event.currentTarget as HTMLElement).blur();
      return;
    }
    const d = arrowChange(event.key, { shift: event.shiftKey, alt: event.altKey });
    if (!d) return;
    event.preventDefault();
    const { x, y, width, height } = cd.box;
    countdownTo(
      design,
      { x: x + d.dx, y: y + d.dy, width: width + d.dw, height: height + d.dh },
      'countdown-keys',
    );
  };

  return (
    <div ref={wrap} className="w-full">
      <div
        ref={stage}
        data-testid="design-stage"
        className="relative mx-auto touch-none select-none rounded-xl shadow-sm ring-1 ring-slate-200"
        style={{ width: displayWidth, height: design.height * scale }}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onPointerDown={() => {
          select(null);
          setCountdownActive(false);
        }}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${design.name}, as you would receive it`}
          className="absolute inset-0 rounded-xl"
          style={{ width: displayWidth, height: design.height * scale }}
        />
        {design.layers.map((layer, index) => {
          const active = index === selected;
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: layers have no ids; their order is their identity
              key={index}
              type="button"
              aria-pressed={active}
              aria-label={`Text layer ${index + 1}: ${layer.text}. Arrow keys move it, Alt and arrows resize it, Delete removes it.`}
              data-testid={`stage-layer-${index}`}
              className={cn(
                'absolute block cursor-move p-0 outline-none',
                active
                  ? 'ring-2 ring-brand-500'
                  : 'ring-1 ring-transparent hover:ring-white/80 hover:ring-dashed focus-visible:ring-2 focus-visible:ring-brand-400',
              )}
              style={{
                left: layer.box.x * scale,
                top: layer.box.y * scale,
                width: layer.box.width * scale,
                height: layer.box.height * scale,
                transform: layer.rotation ? `rotate(${layer.rotation}deg)` : undefined,
              }}
              onFocus={() => {
                setCountdownActive(false);
                select(index);
              }}
              onKeyDown={(e) => onLayerKey(e, index)}
              onPointerDown={(e) => start(e, { mode: 'move', index, ...toImage(e), design })}
            >
              {active ? (
                <>
                  {HANDLES.map((handle) => (
                    <span
                      key={handle}
                      aria-hidden="true"
                      data-handle={handle}
                      className={cn(
                        'absolute size-3 rounded-sm border border-brand-600 bg-white shadow',
                        HANDLE_POSITION[handle],
                      )}
                      onPointerDown={(e) =>
                        start(e, { mode: 'resize', index, handle, ...toImage(e), design })
                      }
                    />
                  ))}
                  <span
                    aria-hidden="true"
                    data-handle="rotate"
                    title="Drag to turn (Shift: 15° steps)"
                    className="absolute -top-7 left-1/2 size-4 -translate-x-1/2 cursor-grab rounded-full border-2 border-brand-600 bg-white shadow"
                    onPointerDown={(e) => start(e, { mode: 'rotate', index, design })}
                  />
                </>
              ) : null}
            </button>
          );
        })}
        {design.countdown ? (
          <StageCountdown
            box={design.countdown.box}
            scale={scale}
            active={countdownActive}
            state={frame.countdown?.kind ?? 'running'}
            secondsLeft={frame.countdown?.kind === 'running' ? frame.countdown.remaining : undefined}
            onFocus={() => {
              select(null);
              setCountdownActive(true);
            }}
            onKeyDown={onCountdownKey}
            onMove={(e) => start(e, { mode: 'move', index: 'countdown', ...toImage(e), design })}
            onResize={(e, handle) =>
              start(e, { mode: 'resize', index: 'countdown', handle, ...toImage(e), design })
            }
          />
        ) : null}
      </div>
    </div>
  );
}
