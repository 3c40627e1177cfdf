import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HeaderMenuName } from './header-menu-buttons';

type HeaderMenus = typeof import('./header-menus');

const loadMenus = () => import('./header-menus');
// Kept per page load, so later headers (after navigation) start with the real menus.
let loaded: HeaderMenus | null = null;

/** State of the header's deferred menus: the loaded module, and which menu a click asked to open. */
export interface DeferredHeaderMenus {
  menus: HeaderMenus | null;
  /** The menu to open as it mounts (the placeholder the user clicked). */
  opening: HeaderMenuName | null;
  /** Loads the menus if needed and opens `name`. */
  open: (name: HeaderMenuName) => void;
}

/**
 * Loads the header menus on intent rather than at start-up. While they load, placeholders with
 * the same look stand in; if one of them has keyboard focus when the real menus arrive, focus
 * moves to the matching real trigger so tabbing through the header never drops focus.
 */
export function useDeferredHeaderMenus(container: React.RefObject<HTMLElement | null>): DeferredHeaderMenus {
  const [menus, setMenus] = useState<HeaderMenus | null>(loaded);
  const [opening, setOpening] = useState<HeaderMenuName | null>(null);
  // The header menu control that has keyboard focus now (null when focus is anywhere else),
  // kept up to date until the real menus replace the placeholders.
  const focusedMenu = useRef<string | null>(null);
  const requested = useRef(false);

  const preload = useCallback(() => {
    if (loaded || requested.current) return;
    requested.current = true;
    loadMenus().then(
      (module) => {
        loaded = module;
        setMenus(module);
      },
      () => {
        // A failed chunk load (offline, new deploy) leaves the placeholders; the next intent retries.
        requested.current = false;
      },
    );
  }, []);

  // Intent: the pointer over the header, focus inside it, or a touch on it.
  useEffect(() => {
    const element = container.current;
    if (!element || menus) return;
    const events = ['pointerenter', 'focusin', 'touchstart'] as const;
    for (const type of events) element.addEventListener(type, preload, { passive: true });
    // Where focus is, read when it moves, not when the menus arrive: a Tab can land on a
    // placeholder between the download finishing and React swapping the placeholders out.
    const track = (event: FocusEvent) => {
      const target = event.target;
      focusedMenu.current =
        target instanceof HTMLElement && element.contains(target)
          ? target.getAttribute('data-header-menu')
          : null;
    };
    document.addEventListener('focusin', track);
    track({ target: document.activeElement } as FocusEvent);
    // Interest shown before these listeners existed (a fast Tab or a resting pointer while the
    // app was still starting) counts too, or the menus would wait for a second gesture.
    if (element.contains(document.activeElement) || element.matches(':hover')) preload();
    return () => {
      for (const type of events) element.removeEventListener(type, preload);
      document.removeEventListener('focusin', track);
    };
  }, [container, menus, preload]);

  const open = useCallback(
    (name: HeaderMenuName) => {
      setOpening(name);
      preload();
    },
    [preload],
  );

  useLayoutEffect(() => {
    const name = focusedMenu.current;
    if (!menus || !name) return;
    focusedMenu.current = null;
    if (opening === name) return; // the opening menu moves focus into itself
    // The focused placeholder is gone, so focus fell to the page: give it to the real control.
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    container.current?.querySelector<HTMLElement>(`[data-header-menu="${name}"]`)?.focus();
  }, [menus, opening, container]);

  return { menus, opening, open };
}
