import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/** Props of {@link WhenNear}. */
export interface WhenNearProps {
  /** Rendered once the placeholder comes within `margin` of the viewport. */
  children: ReactNode;
  /** How far ahead of the viewport to start (CSS root margin, default none). */
  margin?: string;
  /** Classes of the placeholder, e.g. a min-height close to the content's, so nothing jumps. */
  placeholderClassName?: string;
}

/** What shows a visitor is about to move on from the first screen. */
const INTEREST_EVENTS = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Holds back heavy content at the foot of the first screen (a landing page's embedded generator)
 * until it scrolls into view or the visitor shows interest (scrolls, touches, clicks, types), so
 * the first load carries only the page itself and the content is ready by the time it is reached.
 * Browsers without IntersectionObserver render it at once: content must never stay hidden.
 */
export function WhenNear({ children, margin = '0px', placeholderClassName }: WhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const reveal = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    for (const type of INTEREST_EVENTS) window.addEventListener(type, reveal, { passive: true, once: true });
    return () => {
      observer.disconnect();
      for (const type of INTEREST_EVENTS) window.removeEventListener(type, reveal);
    };
  }, [margin, near]);

  if (near) return children;
  return (
    <div
      ref={placeholder}
      data-testid="when-near-placeholder"
      aria-hidden="true"
      className={cn('rounded-2xl bg-white/60 ring-1 ring-slate-200', placeholderClassName)}
    />
  );
}
