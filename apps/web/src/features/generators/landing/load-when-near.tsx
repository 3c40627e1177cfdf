import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { GENERATOR_ANCHOR } from './landing-content';

/** How far below the fold the generator starts loading: just before it scrolls into view. */
const NEAR_MARGIN = '0px 0px 150px 0px';

function Loading() {
  return (
    <div
      role="status"
      className="flex min-h-[36rem] items-center justify-center gap-3 rounded-2xl bg-white text-sm text-slate-600 ring-1 ring-slate-200"
    >
      <Spinner className="size-5" />
      Loading the generator...
    </div>
  );
}

/**
 * Renders `children` (a lazily imported generator) once the section comes within 150 px
 * of the viewport, or at once when the page was opened at #generator. A landing page's first
 * load is then only its first screen's code, and Lighthouse sees no generator work on a page
 * nobody scrolled; the hero's "try it" button scrolls here, which starts the download.
 */
export function LoadWhenNear({ children }: { children: ReactNode }) {
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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={box} data-generator-loaded={near ? '' : undefined}>
      {near ? <Suspense fallback={<Loading />}>{children}</Suspense> : <Loading />}
    </div>
  );
}
