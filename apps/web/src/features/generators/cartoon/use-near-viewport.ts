import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Becomes true (and stays true) once the element comes within `margin` of the viewport, so code
 * below the first screen loads only when the visitor heads there. Browsers without
 * IntersectionObserver get true at once: content must never stay hidden.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
