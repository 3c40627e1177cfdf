import { checkTokenValue, type ImplementedTokenKey } from '@mergepix/core';
import { useCallback, useEffect } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { errorMessage } from '@/lib/auth/auth-messages';
import { type SavedTokenValues, useTokenStore } from './token-store';

/** The outcome of saving token values: saved, or why not (per field, or for the whole save). */
export type TokenSaveResult =
  | { ok: true; values: SavedTokenValues }
  | { ok: false; fieldErrors: Partial<Record<ImplementedTokenKey, string>>; message?: string };

/** Checks typed values; the cleaned values when all are valid, else each invalid field's message. */
export function checkTokenValues(raw: Partial<Record<ImplementedTokenKey, string>>): TokenSaveResult {
  const values: SavedTokenValues = {};
  const fieldErrors: Partial<Record<ImplementedTokenKey, string>> = {};
  for (const [key, value] of Object.entries(raw) as [ImplementedTokenKey, string][]) {
    const checked = checkTokenValue(key, value);
    if (checked.ok) values[key] = checked.value;
    else fieldErrors[key] = checked.message;
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, values };
}

/** The keys edited on this device that a profile has no value for yet. */
export function carryOverValues(
  device: SavedTokenValues,
  edited: readonly ImplementedTokenKey[],
  profile: SavedTokenValues,
): SavedTokenValues {
  const out: SavedTokenValues = {};
  for (const key of edited) {
    const value = device[key];
    if (value && !profile[key]?.trim()) out[key] = value;
  }
  return out;
}

let carrying = false;

/**
 * The user's token values and the one way to change them. Signed in, they are the profile's
 * (so the account page, the studio, the token panel and /tokens agree); signed out, this
 * browser's. Values typed while signed out fill the profile's empty tokens at sign-in.
 */
export function useTokenValues() {
  const { user, profile, loading, profileLoading, updateProfile } = useAuth();
  const device = useTokenStore((s) => s.values);
  const edited = useTokenStore((s) => s.edited);
  const signedIn = Boolean(user);
  const values: SavedTokenValues = signedIn ? (profile?.token_values ?? {}) : device;

  useEffect(() => {
    if (!profile || edited.length === 0 || carrying) return;
    const carry = carryOverValues(device, edited, profile.token_values);
    const { clearEdited } = useTokenStore.getState();
    if (Object.keys(carry).length === 0) {
      clearEdited();
      return;
    }
    carrying = true;
    updateProfile({ token_values: carry })
      .then(clearEdited, () => undefined)
      .finally(() => {
        carrying = false;
      });
  }, [profile, edited, device, updateProfile]);

  const save = useCallback(
    async (raw: Partial<Record<ImplementedTokenKey, string>>): Promise<TokenSaveResult> => {
      const checked = checkTokenValues(raw);
      if (!checked.ok) return checked;
      if (!signedIn) {
        useTokenStore.getState().setDeviceValues(checked.values);
        return checked;
      }
      try {
        await updateProfile({ token_values: checked.values });
        return checked;
      } catch (error) {
        return { ok: false, fieldErrors: {}, message: errorMessage(error) };
      }
    },
    [signedIn, updateProfile],
  );

  // Signed in, nothing is editable until the profile is here: saving over a profile that failed
  // to load would clear the values it holds.
  return { values, save, signedIn, ready: !loading && !profileLoading && (!signedIn || profile !== null) };
}
