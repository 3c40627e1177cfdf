import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import type { MemeGeneratorProps } from './meme-generator';

const loadGenerator = () => import('./meme-generator');
const MemeGenerator = lazy(() => loadGenerator().then((m) => ({ default: m.MemeGenerator })));

/** How far below the viewport the generator starts rendering. */
const NEAR_MARGIN = '100px';

/** Space held for the generator while it loads, so the page below does not jump much. */
function Placeholder() {
  return (
    <div
      aria-hidden="true"
      className="min-h-[60rem] animate-pulse rounded-2xl bg-white/70 ring-1 ring-slate-200"
    />
  );
}

/**
 * The generator on the landing page, fetched once the visitor heads for it (scrolls, points,
 * types, or it comes near the viewport), so the first load is the hero and the page copy only.
 */
export function LazyMemeGenerator(props: MemeGeneratorProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    const element = holder.current;
    if (!element || typeof IntersectionObserver === 'undefined' || window.location.hash === '#generator') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    // The first sign of interest fetches the chunk, so it is ready when the section comes near.
    const events = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;
    const prefetch = () => {
      void loadGenerator();
      for (const name of events) window.removeEventListener(name, prefetch);
    };
    for (const name of events) window.addEventListener(name, prefetch, { passive: true, once: true });
    return () => {
      observer.disconnect();
      for (const name of events) window.removeEventListener(name, prefetch);
    };
  }, [near]);

  if (!near) {
    return (
      <div ref={holder}>
        <Placeholder />
      </div>
    );
  }
  return (
    <Suspense fallback={<Placeholder />}>
      <MemeGenerator {...props} />
    </Suspense>
  );
}
