import { useEffect, useState } from 'react';

// The designer's clock for countdowns: the time now, moved on at each whole second while the page
// is visible and something ticks; a hidden page does no work, and catches up when shown again.

/** Milliseconds from `now` to the next whole second (a tick lands just after it). */
export const msToNextSecond = (now: number) => 1000 - (now % 1000) + 5;

export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return;
      const at = Date.now();
      setNow(at);
      timer = setTimeout(tick, msToNextSecond(at));
    };
    tick();
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [ticking]);
  return now;
}
