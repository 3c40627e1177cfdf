import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PANEL_START, type PanelPosition } from './panel-geometry';

interface PanelState {
  /** Pinned: locked where it is; unpinned: dragged by its header. */
  readonly pinned: boolean;
  readonly minimized: boolean;
  readonly position: PanelPosition;
  setPinned(pinned: boolean): void;
  setMinimized(minimized: boolean): void;
  moveTo(position: PanelPosition): void;
}

const PHONE_MAX_WIDTH_PX = 639;

function isPosition(value: unknown): value is PanelPosition {
  const p = value as PanelPosition | null;
  return Boolean(p) && Number.isFinite(p?.x) && Number.isFinite(p?.y);
}

/** How the token panel was left: pinned, minimized and where, kept across visits. */
export const usePanelStore = create<PanelState>()(
  persist(
    (set) => ({
      pinned: false,
      // On a phone the panel starts small (180 px) so it does not cover the tool.
      minimized: typeof window !== 'undefined' && window.innerWidth <= PHONE_MAX_WIDTH_PX,
      position: PANEL_START,
      setPinned: (pinned) => set({ pinned }),
      setMinimized: (minimized) => set({ minimized }),
      moveTo: (position) => set({ position }),
    }),
    {
      name: 'mergepix-token-panel',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ pinned, minimized, position }) => ({ pinned, minimized, position }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<PanelState>;
        return {
          ...current,
          pinned: typeof p.pinned === 'boolean' ? p.pinned : current.pinned,
          minimized: typeof p.minimized === 'boolean' ? p.minimized : current.minimized,
          position: isPosition(p.position) ? p.position : PANEL_START,
        };
      },
    },
  ),
);
