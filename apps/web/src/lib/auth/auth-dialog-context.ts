import { createContext, useContext } from 'react';

/** What the auth dialog opens on. */
export type AuthDialogMode = 'sign-in' | 'sign-up' | 'reset';

/** Optional context for opening the dialog. */
export interface OpenAuthDialogOptions {
  /** Prefills the e-mail field. */
  email?: string;
}

/** Opens the one app-wide auth dialog from anywhere (header, pages, prompts). */
export interface AuthDialogControls {
  openAuthDialog(mode?: AuthDialogMode, options?: OpenAuthDialogOptions): void;
  /** Starts downloading the dialog's code, e.g. on hover of a Sign in button. */
  preloadAuthDialog(): void;
}

export const AuthDialogContext = createContext<AuthDialogControls | null>(null);

/** The auth dialog's controls; must be used under AuthDialogProvider. */
export function useAuthDialog(): AuthDialogControls {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return value;
}
