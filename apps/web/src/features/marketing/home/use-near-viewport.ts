import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Becomes true (and stays true) once the element comes within `margin` of the viewport.
 * Browsers without IntersectionObserver get true at once: content must never stay hidden.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string, skip = false): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || skip) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition lets React render the revealed sections in slices instead of one long task.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, skip]);
  return near;
}
