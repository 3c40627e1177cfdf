import { checkTokenValue, IMPLEMENTED_TOKEN_KEYS, type ImplementedTokenKey } from '@mergepix/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Saved token values: a missing or empty value means "not set". */
export type SavedTokenValues = Partial<Record<ImplementedTokenKey, string>>;

interface DeviceTokens {
  /** The values of a visitor who is signed out, kept in this browser. */
  readonly values: SavedTokenValues;
  /** Keys the visitor changed here while signed out, carried into their profile on sign-in. */
  readonly edited: readonly ImplementedTokenKey[];
}

interface TokenStore extends DeviceTokens {
  /** Stores already-checked values (see `checkTokenValue`) for a signed-out visitor. */
  setDeviceValues(values: SavedTokenValues): void;
  /** Forgets which keys were edited, once they reached the profile. */
  clearEdited(): void;
}

/**
 * A new browser has no values: the samples (core's SAMPLE_TOKEN_VALUES) are only shown as samples,
 * never stored as the visitor's (docs/product.md#personalization-tokens).
 */
export const DEVICE_DEFAULTS: DeviceTokens = { values: {}, edited: [] };

/** The device state after saving `values`: new values over the old, changed keys marked edited. */
export function withDeviceValues(state: DeviceTokens, values: SavedTokenValues): DeviceTokens {
  // Saving a form resends unchanged values; only real changes count as the visitor's own.
  const changed = (Object.keys(values) as ImplementedTokenKey[]).filter((k) => values[k] !== state.values[k]);
  return {
    values: { ...state.values, ...values },
    edited: [...new Set([...state.edited, ...changed])],
  };
}

/**
 * What was persisted, read defensively: another version of the app or a hand edit may have left
 * anything there, so only valid values of implemented tokens survive.
 */
export function readPersistedDevice(persisted: unknown): DeviceTokens {
  if (!persisted || typeof persisted !== 'object') return DEVICE_DEFAULTS;
  const { values, edited } = persisted as { values?: unknown; edited?: unknown };
  const clean: SavedTokenValues = {};
  const source = values && typeof values === 'object' ? (values as Record<string, unknown>) : {};
  for (const key of IMPLEMENTED_TOKEN_KEYS) {
    const raw = source[key];
    if (typeof raw !== 'string') continue;
    const checked = checkTokenValue(key, raw);
    if (checked.ok) clean[key] = checked.value;
  }
  const keys: readonly string[] = IMPLEMENTED_TOKEN_KEYS;
  const editedKeys = Array.isArray(edited)
    ? edited.filter((k): k is ImplementedTokenKey => typeof k === 'string' && keys.includes(k))
    : [];
  return { values: clean, edited: editedKeys };
}

// Before version 2 a new browser stored the samples "User" and "Example" as its own values.
const STORED_SAMPLES: SavedTokenValues = { FIRSTNAME: 'User', LASTNAME: 'Example' };

/**
 * What a version-1 store left, without the samples it stored as the visitor's values: a sample
 * value the visitor never edited is dropped; one they saved themselves stays.
 */
export function withoutStoredSamples(persisted: unknown): unknown {
  if (!persisted || typeof persisted !== 'object') return persisted;
  const { values, edited } = persisted as { values?: unknown; edited?: unknown };
  if (!values || typeof values !== 'object') return persisted;
  const keep: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  const editedKeys: readonly unknown[] = Array.isArray(edited) ? edited : [];
  for (const [key, sample] of Object.entries(STORED_SAMPLES)) {
    if (keep[key] === sample && !editedKeys.includes(key)) delete keep[key];
  }
  return { ...persisted, values: keep };
}

/**
 * The one client store of token values. Signed out it is the source of truth, persisted in
 * localStorage; signed in, `useTokenValues` reads and writes the profile instead and this store
 * only remembers what to carry over. Every screen reaches it through `useTokenValues`.
 */
export const useTokenStore = create<TokenStore>()(
  persist(
    (set) => ({
      ...DEVICE_DEFAULTS,
      setDeviceValues: (values) => set((state) => withDeviceValues(state, values)),
      clearEdited: () => set({ edited: [] }),
    }),
    {
      name: 'mergepix-token-values',
      version: 2,
      storage: createJSONStorage(() => localStorage),
      migrate: (persisted, version) =>
        (version < 2 ? withoutStoredSamples(persisted) : persisted) as TokenStore,
      partialize: ({ values, edited }) => ({ values, edited }),
      merge: (persisted, current) => ({ ...current, ...readPersistedDevice(persisted) }),
    },
  ),
);

// Another tab saved values: read them again so every open tab shows the same.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === useTokenStore.persist.getOptions().name) void useTokenStore.persist.rehydrate();
  });
}
