import type { KeyboardEvent, PointerEvent } from 'react';
import { useId, useRef } from 'react';

// Ken Burns' focal point: the spot the camera drifts and zooms toward. Drag it (mouse, pen or
// finger) or click anywhere on the picture; with the keyboard, the arrow keys move it 2 % (Shift:
// 10 %).

interface Point {
  readonly x: number;
  readonly y: number;
}

const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;

/** The point after an arrow key, or null for any other key. */
export function nudgeFocal(point: Point, key: string, big: boolean): Point | null {
  const step = big ? 0.1 : 0.02;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  return move ? { x: clamp(point.x + move[0]), y: clamp(point.y + move[1]) } : null;
}

export function FocalPoint({
  url,
  width,
  height,
  value,
  onChange,
}: {
  url: string;
  width: number;
  height: number;
  value: Point;
  onChange(point: Point): void;
}) {
  const area = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const fromPointer = (event: PointerEvent) => {
    const box = area.current?.getBoundingClientRect();
    if (!box?.width || !box.height) return;
    onChange({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nudgeFocal(value, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-1.5" data-testid="focal-point">
      <p id={helpId} className="text-xs text-slate-600">
        Drag the point to where Ken Burns should zoom, or use the arrow keys.
      </p>
      <div
        ref={area}
        className="relative mx-auto max-h-72 touch-none overflow-hidden rounded-lg bg-slate-100 select-none"
        style={{ aspectRatio: `${width} / ${height}` }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          fromPointer(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event);
        }}
      >
        <img src={url} alt="" draggable={false} className="block size-full object-cover" />
        <button
          type="button"
          aria-label={`Focal point: ${Math.round(value.x * 100)}% across, ${Math.round(value.y * 100)}% down`}
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          className="absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-brand-600/80 shadow-lg ring-2 ring-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
          data-testid="focal-handle"
        />
      </div>
    </div>
  );
}
