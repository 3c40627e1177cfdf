import { isFeatureId, RECENTLY_USED_MAX } from '@mergepix/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { pushRecent, readIds, toggleIn, type ViewMode, withCurrentIds } from './studio-state';

interface StudioPrefs {
  readonly favorites: readonly string[];
  readonly recent: readonly string[];
  readonly view: ViewMode;
  readonly advancedAi: boolean;
  readonly promoHidden: boolean;
}

interface StudioStore extends StudioPrefs {
  toggleFavorite(id: string): void;
  markUsed(id: string): void;
  clearRecent(): void;
  setView(view: ViewMode): void;
  setAdvancedAi(on: boolean): void;
  hidePromo(): void;
}

/** The studio's preferences, kept in this browser: favorites, recents, view, Advanced AI. */
export const useStudioStore = create<StudioStore>()(
  persist(
    (set) => ({
      favorites: [],
      recent: [],
      view: 'grid',
      advancedAi: true,
      promoHidden: false,
      toggleFavorite: (id) => set((s) => ({ favorites: toggleIn(s.favorites, id) })),
      markUsed: (id) => set((s) => ({ recent: pushRecent(s.recent, id) })),
      clearRecent: () => set({ recent: [] }),
      setView: (view) => set({ view }),
      setAdvancedAi: (advancedAi) => set({ advancedAi }),
      hidePromo: () => set({ promoHidden: true }),
    }),
    {
      name: 'mergepix-studio',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ favorites, recent, view, advancedAi, promoHidden }) => ({
        favorites,
        recent,
        view,
        advancedAi,
        promoHidden,
      }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Record<keyof StudioPrefs, unknown>>;
        return {
          ...current,
          favorites: readIds(withCurrentIds(p.favorites), isFeatureId),
          recent: readIds(withCurrentIds(p.recent), isFeatureId, RECENTLY_USED_MAX),
          view: p.view === 'list' ? 'list' : 'grid',
          advancedAi: p.advancedAi !== false,
          promoHidden: p.promoHidden === true,
        };
      },
    },
  ),
);
