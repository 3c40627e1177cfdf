import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { GENERATOR_ANCHOR } from './landing-content';

/** How far below the viewport the generator starts loading. */
const NEAR_MARGIN = '0px 0px 150px 0px';

/** What shows the visitor is moving on from the first screen. */
const INTEREST_EVENTS = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;

/** Default room kept for the generator while it loads, so the page below does not jump. */
const DEFAULT_RESERVE = 'min-h-[36rem]';

function Loading({ reserve }: { reserve: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-start justify-center gap-3 rounded-2xl bg-white/70 pt-24 text-sm text-slate-600 ring-1 ring-slate-200',
        reserve,
      )}
    >
      <Spinner className="size-5" />
      Loading the generator...
    </div>
  );
}

/** Props of {@link LoadWhenNear}. */
export interface LoadWhenNearProps {
  /** A lazily imported generator. */
  children: ReactNode;
  /** Classes giving the loading placeholder about the generator's height, e.g. `min-h-[80rem]`. */
  reserve?: string;
}

/**
 * Renders `children` (a lazily imported generator) once the visitor shows interest in more than
 * the first screen (scrolls, touches, clicks, types), once it comes within 150 px of the
 * viewport, or at once when the page was opened at #generator. A landing page's first load is then
 * only its first screen's code, Lighthouse sees no generator work on a page nobody touched, and
 * the generator is ready by the time it is reached. Without IntersectionObserver it renders at
 * once: content never stays hidden.
 */
export function LoadWhenNear({ children, reserve = DEFAULT_RESERVE }: LoadWhenNearProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && window.location.hash === `#${GENERATOR_ANCHOR}`,
  );

  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const reveal = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(el);
    for (const type of INTEREST_EVENTS) window.addEventListener(type, reveal, { passive: true, once: true });
    return () => {
      observer.disconnect();
      for (const type of INTEREST_EVENTS) window.removeEventListener(type, reveal);
    };
  }, [near]);

  return (
    <div ref={box} data-generator-loaded={near ? '' : undefined}>
      {near ? (
        <Suspense fallback={<Loading reserve={reserve} />}>{children}</Suspense>
      ) : (
        <Loading reserve={reserve} />
      )}
    </div>
  );
}
