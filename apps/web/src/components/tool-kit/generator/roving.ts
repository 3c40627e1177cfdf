import { type KeyboardEvent, useRef } from 'react';

/**
 * Index an arrow-key group (radio group, tab list) moves to for a key, wrapping at the ends;
 * null for keys the group does not handle.
 */
export function rovingIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Arrow-key movement through a group of buttons (a radio group, a tab list) over `items`, the
 * `current` one reachable by Tab: `refAt(index)` is the ref of button `index`, and `onKeyDown`
 * picks the item a key moves to and focuses its button.
 */
export function useRovingFocus<T>(items: readonly T[], current: number, pick: (item: T) => void) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = rovingIndex(event.key, current, items.length);
    const item = next === null ? undefined : items[next];
    if (next === null || item === undefined) return;
    event.preventDefault();
    pick(item);
    buttons.current[next]?.focus();
  };
  const refAt = (index: number) => (element: HTMLButtonElement | null) => {
    buttons.current[index] = element;
  };
  return { refAt, onKeyDown };
}
