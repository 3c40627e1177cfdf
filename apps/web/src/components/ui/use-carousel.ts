import { type FocusEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';
import { stepIndex, wrapIndex } from './carousel-index';

/** Options of {@link useCarousel}. */
export interface CarouselOptions {
  count: number;
  /** Advance automatically every this many ms; omit for a carousel that only moves on request. */
  autoplayMs?: number;
}

/** Event handlers to spread on the carousel's root element (empty without autoplay). */
export interface CarouselRootHandlers {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: () => void;
}

/** What {@link useCarousel} returns. */
export interface CarouselState {
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** True when the carousel has autoplay at all. */
  autoplay: boolean;
  /** True while autoplay is not advancing (hover, keyboard focus, reduced motion or user pause). */
  paused: boolean;
  /** Whether the user's play/pause control is set to play. */
  playing: boolean;
  togglePlaying: () => void;
  rootHandlers: CarouselRootHandlers;
}

/** A focus this soon after a pointer press inside the carousel came from that press. */
const POINTER_FOCUS_WINDOW_MS = 400;

/**
 * Index, wrap-around navigation and optional autoplay for a carousel.
 * Autoplay pauses while a mouse hovers the carousel, while keyboard (or scripted) focus is inside
 * it — so nothing moves under a reader — when the user prefers reduced motion, and when the user
 * pressed pause (WCAG 2.2.2). A mouse click that merely focuses a button does not count as
 * focus-within, otherwise the carousel would stay frozen after the pointer leaves (a key press
 * inside does count).
 * The timer restarts on every index change, so a manual step always gets a full interval.
 */
export function useCarousel({ count, autoplayMs }: CarouselOptions): CarouselState {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null = the user has not chosen; then reduced motion decides.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const lastPointerDown = useRef(Number.NEGATIVE_INFINITY);

  const autoplay = autoplayMs !== undefined && autoplayMs > 0;
  const playing = autoplay && (userPlaying ?? !reducedMotion);
  const paused = !playing || hovered || focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: index is the restart trigger — every step, manual or automatic, gets a full interval.
  useEffect(() => {
    if (paused || autoplayMs === undefined) return;
    const timer = window.setTimeout(() => setIndex((current) => stepIndex(current, 1, count)), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [paused, index, autoplayMs, count]);

  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);
  const next = useCallback(() => setIndex((current) => stepIndex(current, 1, count)), [count]);
  const previous = useCallback(() => setIndex((current) => stepIndex(current, -1, count)), [count]);
  const togglePlaying = useCallback(() => setUserPlaying(!playing), [playing]);

  const rootHandlers: CarouselRootHandlers = autoplay
    ? {
        // Touch "hover" never ends cleanly (no leave until the next tap elsewhere), so only
        // mouse and pen count as hovering.
        onPointerEnter: (event) => {
          if (event.pointerType !== 'touch') setHovered(true);
        },
        onPointerLeave: (event) => {
          if (event.pointerType !== 'touch') setHovered(false);
        },
        onPointerDown: () => {
          lastPointerDown.current = performance.now();
        },
        onFocus: () => {
          if (performance.now() - lastPointerDown.current > POINTER_FOCUS_WINDOW_MS) setFocused(true);
        },
        onBlur: (event) => {
          const next = event.relatedTarget;
          if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
        },
        // A key pressed inside means the keyboard is in use here, even if focus arrived by click.
        onKeyDown: () => setFocused(true),
      }
    : {};

  return { index, goTo, next, previous, autoplay, paused, playing, togglePlaying, rootHandlers };
}
