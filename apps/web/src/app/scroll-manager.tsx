import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hashToElementId } from '@/lib/scroll';

/** How long to wait for a lazily loaded page to render the element a #hash points at. */
const HASH_TARGET_WAIT_FRAMES = 120;

/**
 * Scrolls to the top on every route change, or to the `#hash` target when there is one.
 * Declarative BrowserRouter has no scroll restoration, and pages are lazy, so the hash target may
 * appear a few frames after navigation: keep looking for it for about two seconds.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger — every route change scrolls, even when the hash stays the same.
  useEffect(() => {
    const id = hashToElementId(hash);
    if (id === null) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    let frame = 0;
    let attempts = 0;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      attempts += 1;
      if (attempts < HASH_TARGET_WAIT_FRAMES) frame = window.requestAnimationFrame(scrollToTarget);
    };
    scrollToTarget();
    return () => window.cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return null;
}
