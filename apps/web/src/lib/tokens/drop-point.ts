import { MOBILE_MAX_WIDTH_PX } from '@mergepix/core';

/** A point in viewport coordinates. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * Where the pointer that started a drag is now: its start plus how far the drag moved. Keyboard
 * drags have no pointer; they get undefined and use the dragged chip's centre instead.
 */
export function pointerPoint(activator: Event | null, delta: Point): Point | undefined {
  if (!activator) return undefined;
  const source =
    'touches' in activator
      ? ((activator as TouchEvent).touches[0] ?? (activator as TouchEvent).changedTouches[0])
      : 'clientX' in activator
        ? (activator as MouseEvent)
        : undefined;
  if (!source) return undefined;
  return { x: source.clientX + delta.x, y: source.clientY + delta.y };
}

/**
 * What decides touch handling (docs/product.md#personalization-tokens: mobile user agent, width up to 768 px,
 * or touch support).
 */
export interface DeviceTraits {
  readonly userAgent: string;
  readonly width: number;
  readonly touchPoints: number;
  readonly hasTouchEvents: boolean;
}

/** True when drags should use touch handling. */
export function usesTouch({ userAgent, width, touchPoints, hasTouchEvents }: DeviceTraits): boolean {
  return (
    /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent) ||
    width <= MOBILE_MAX_WIDTH_PX ||
    touchPoints > 0 ||
    hasTouchEvents
  );
}

/** This browser's traits. */
export function deviceTraits(): DeviceTraits {
  return {
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    touchPoints: navigator.maxTouchPoints ?? 0,
    hasTouchEvents: 'ontouchstart' in window,
  };
}
