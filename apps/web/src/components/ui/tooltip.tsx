import { TOOLTIP_DELAY_MS, TOOLTIP_MAX_WIDTH_PX } from '@mergepix/core';
import {
  cloneElement,
  type FocusEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import type { TooltipSide } from './tooltip-placement';

// The bubble and its placement are fetched when a tooltip is first wanted (the 300 ms delay covers
// it), keeping them off every page's first load.
const loadBubble = () => import('./tooltip-bubble');
const TooltipBubble = lazy(() => loadBubble().then((m) => ({ default: m.TooltipBubble })));

// A `display: contents` wrapper has no box of its own; its first child stands for it.
const boxOf = (element: Element): Element =>
  element.getClientRects().length === 0 && element.firstElementChild ? element.firstElementChild : element;

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** Text of the tooltip; keep it short (max width is 200 px). */
  content: ReactNode;
  /** The trigger: one element that takes event handlers (e.g. a button, or a Radix trigger with asChild). */
  children: ReactElement<TriggerProps>;
  side?: TooltipSide;
}

interface TriggerProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

/**
 * Tooltip shown after TOOLTIP_DELAY_MS on hover or keyboard focus and hidden on leave, blur, press, scroll or
 * Escape (docs/product.md#home-and-marketing-pages). Written here rather than on Radix because the header
 * uses it on every page and the home page's first load has a 150 KB budget.
 */
export function Tooltip({ content, children, side = 'bottom' }: TooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    setAnchor(null);
  }, []);

  const showSoon = useCallback((element: HTMLElement) => {
    window.clearTimeout(timer.current);
    void loadBubble();
    timer.current = window.setTimeout(() => {
      if (element.isConnected) setAnchor(boxOf(element).getBoundingClientRect());
    }, TOOLTIP_DELAY_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!anchor) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', hide, { passive: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', hide);
    };
  }, [anchor, hide]);

  const own = children.props;
  const trigger = cloneElement(children, {
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') showSoon(event.currentTarget);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // Focus that follows a click (or a popover handing focus back) is not a request for help.
      if (event.target instanceof Element && event.target.matches(':focus-visible'))
        showSoon(event.currentTarget);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
    'aria-describedby': anchor ? id : own['aria-describedby'],
  });

  return (
    <>
      {trigger}
      {anchor
        ? createPortal(
            <Suspense fallback={null}>
              <TooltipBubble id={id} anchor={anchor} side={side} maxWidth={TOOLTIP_MAX_WIDTH_PX}>
                {content}
              </TooltipBubble>
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
