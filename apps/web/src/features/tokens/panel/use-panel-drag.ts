import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef } from 'react';
import { arrowDelta } from '@/lib/arrow-keys';
import { clampPanel, type PanelPosition } from './panel-geometry';
import { usePanelStore } from './panel-store';

const KEY_STEP_PX = 10;
const KEY_STEP_FAST_PX = 40;

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * Moves the panel by its header: pointer drag (mouse, pen or finger) and arrow keys on the
 * handle, always kept inside the window, also when the window shrinks.
 */
export function usePanelDrag(panel: React.RefObject<HTMLElement | null>) {
  const { position, pinned, moveTo } = usePanelStore();
  const grab = useRef<{ dx: number; dy: number } | null>(null);

  const place = useCallback(
    (next: PanelPosition) => {
      const el = panel.current;
      const size = el ? { width: el.offsetWidth, height: el.offsetHeight } : { width: 0, height: 0 };
      moveTo(clampPanel(next, size, viewport()));
    },
    [panel, moveTo],
  );

  // Keep it on screen after a resize, a rotation, or a minimize/expand that changed its size.
  useEffect(() => {
    const keepInside = () => place(usePanelStore.getState().position);
    keepInside();
    window.addEventListener('resize', keepInside);
    const observer = new ResizeObserver(keepInside);
    if (panel.current) observer.observe(panel.current);
    return () => {
      window.removeEventListener('resize', keepInside);
      observer.disconnect();
    };
  }, [place, panel]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (pinned || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    grab.current = { dx: event.clientX - position.x, dy: event.clientY - position.y };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!grab.current) return;
    place({ x: event.clientX - grab.current.dx, y: event.clientY - grab.current.dy });
  };
  const onPointerUp = () => {
    grab.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (pinned) return;
    const step = event.shiftKey ? KEY_STEP_FAST_PX : KEY_STEP_PX;
    const move = arrowDelta(event.key, step);
    if (!move) return;
    event.preventDefault();
    place({ x: position.x + move[0], y: position.y + move[1] });
  };

  return {
    position,
    handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}
