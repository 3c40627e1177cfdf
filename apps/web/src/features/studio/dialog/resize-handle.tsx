import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { arrowDelta } from '@/lib/arrow-keys';
import type { Size } from './dialog-size';

const KEY_STEP_PX = 20;

/**
 * The dialog's bottom-right corner: drag it (the dialog stays centred, so it grows twice the
 * distance moved and the corner follows the pointer) or focus it and use the arrow keys.
 */
export function ResizeHandle({ size, onResize }: { size: Size; onResize: (size: Size) => void }) {
  const start = useRef<{ x: number; y: number; size: Size } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, y: event.clientY, size };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (!from) return;
    onResize({
      width: from.size.width + 2 * (event.clientX - from.x),
      height: from.size.height + 2 * (event.clientY - from.y),
    });
  };
  const stop = () => {
    start.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_PX * 4 : KEY_STEP_PX;
    const delta = arrowDelta(event.key, step);
    if (!delta) return;
    event.preventDefault();
    onResize({ width: size.width + delta[0], height: size.height + delta[1] });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA pattern for a resize handle
    <div
      role="separator"
      tabIndex={0}
      aria-label="Resize dialog (arrow keys)"
      aria-valuenow={size.width}
      aria-valuetext={`${size.width} by ${size.height} pixels`}
      data-resize-handle=""
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
      onKeyDown={onKeyDown}
      className="absolute right-0 bottom-0 z-10 flex size-6 cursor-nwse-resize touch-none items-end justify-end rounded-br-2xl p-1 text-slate-400 hover:text-brand-600"
    >
      <svg viewBox="0 0 10 10" aria-hidden="true" className="size-3">
        <path d="M9 1 1 9M9 5 5 9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    </div>
  );
}
