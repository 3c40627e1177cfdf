import { useEffect, useState } from 'react';

/** How far below the viewport top a section must start to count as "being read": header + margin. */
const READING_LINE_PX = 120;

/**
 * The id of the section being read: the last one whose top has passed a line just below the fixed
 * header, or the last section once the page is scrolled to the bottom (short final sections never
 * reach the line). Purely a reading aid for the table of contents.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current = ids[0];
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= READING_LINE_PX) current = id;
      }
      setActive(atBottom ? ids.at(-1) : current);
    };
    // One measurement per frame at most, however fast scroll events arrive.
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.cancelAnimationFrame(frame);
    };
  }, [ids]);

  return active;
}
