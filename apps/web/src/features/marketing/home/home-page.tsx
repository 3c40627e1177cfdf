import { lazy, type Ref, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Hero } from './hero';
import { useNearViewport } from './use-near-viewport';

// The sections below the hero are a separate chunk, fetched only when the visitor scrolls near
// them or the URL points at one of them (#faq, #contact…): the first load is the shell and the
// hero, nothing the visitor cannot see yet.
const loadSections = () => import('./home-sections');
const HomeSections = lazy(() => loadSections().then((m) => ({ default: m.HomeSections })));

/**
 * How close (below the fold) the placeholder must come before the sections render: at the edge, so a
 * phone whose first screen is all hero does not render seven sections while the page loads; the
 * chunk itself is fetched on the first scroll, so scrolling down finds it ready.
 */
const RENDER_MARGIN = '0px';

/** Home (`/`): the hero, then how it works, features, templates, integrations, testimonials, FAQ, CTA. */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <DeferredSections />
    </>
  );
}

function DeferredSections() {
  const { hash } = useLocation();
  const placeholderRef = useRef<HTMLDivElement>(null);
  // Sticky: once an anchor asked for the sections they stay, even if the hash is cleared later.
  const hasAnchor = hash !== '' && hash !== '#';
  const [anchored, setAnchored] = useState(hasAnchor);
  if (hasAnchor && !anchored) setAnchored(true);
  const near = useNearViewport(placeholderRef, RENDER_MARGIN, anchored);
  // The first scroll (or wheel/touch/key) is the sign the visitor is heading down: fetch the chunk
  // then, so it is ready by the time the placeholder comes near, without adding to the first load.
  useEffect(() => {
    const events = ['scroll', 'wheel', 'touchstart', 'keydown'] as const;
    const prefetch = () => {
      for (const type of events) window.removeEventListener(type, prefetch);
      void loadSections();
    };
    for (const type of events) window.addEventListener(type, prefetch, { passive: true, once: true });
    return () => {
      for (const type of events) window.removeEventListener(type, prefetch);
    };
  }, []);

  if (!near && !anchored) return <SectionsPlaceholder ref={placeholderRef} />;
  return (
    <Suspense fallback={<SectionsPlaceholder />}>
      <HomeSections />
    </Suspense>
  );
}

/**
 * Holds about the sections' real height (measured per breakpoint) while they are not there, so
 * the footer does not jump and the scrollbar keeps its size when they arrive.
 */
function SectionsPlaceholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} aria-hidden="true" className="min-h-[11800px] sm:min-h-[9200px] lg:min-h-[7000px]" />;
}
