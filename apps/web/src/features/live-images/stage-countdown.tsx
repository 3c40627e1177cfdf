import type { Countdown } from '@mergepix/core';
import type { KeyboardEvent, PointerEvent } from 'react';
import { cn } from '@/lib/cn';
import { HANDLES, type Handle } from './stage-geometry';
import { HANDLE_POSITION } from './stage-handles';

const STATE_NAME = { running: 'ticking', ended: 'ended', invalid: 'no valid deadline' } as const;

/**
 * The countdown's box on the stage: select it (click or Tab), drag it, pull a handle to resize
 * it, or use the arrow keys (Shift: 10 px, Alt: resize); Delete removes the countdown.
 */
export function StageCountdown({
  box,
  scale,
  active,
  state,
  secondsLeft,
  onFocus,
  onKeyDown,
  onMove,
  onResize,
}: {
  box: Countdown['box'];
  scale: number;
  active: boolean;
  state: keyof typeof STATE_NAME;
  /** Whole seconds left while it ticks. */
  secondsLeft: number | undefined;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onMove: (event: PointerEvent) => void;
  onResize: (event: PointerEvent, handle: Handle) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={`Countdown (${STATE_NAME[state]}). Arrow keys move it, Alt and arrows resize it, Delete removes it.`}
      data-testid="stage-countdown"
      data-seconds-left={secondsLeft}
      className={cn(
        'absolute block cursor-move p-0 outline-none',
        active
          ? 'ring-2 ring-amber-500'
          : 'ring-1 ring-dashed ring-amber-400/70 hover:ring-amber-300 focus-visible:ring-2 focus-visible:ring-amber-500',
      )}
      style={{
        left: box.x * scale,
        top: box.y * scale,
        width: box.width * scale,
        height: box.height * scale,
      }}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      onPointerDown={onMove}
    >
      {active
        ? HANDLES.map((handle) => (
            <span
              key={handle}
              aria-hidden="true"
              data-handle={handle}
              className={cn(
                'absolute size-3 rounded-sm border border-amber-600 bg-white shadow',
                HANDLE_POSITION[handle],
              )}
              onPointerDown={(e) => onResize(e, handle)}
            />
          ))
        : null}
    </button>
  );
}
