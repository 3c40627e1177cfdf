import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import {
  AuthDialogContext,
  type AuthDialogControls,
  type AuthDialogMode,
  type OpenAuthDialogOptions,
} from '@/lib/auth/auth-dialog-context';
import { usePathChange } from '@/lib/use-path-change';

const loadDialog = () => import('./auth-dialog');
// The forms (react-hook-form, zod) are not needed until someone signs in: keep them out of the
// first load and fetch them on the first open (or on hover of a Sign in button).
const AuthDialog = lazy(() => loadDialog().then((m) => ({ default: m.AuthDialog })));

interface State {
  open: boolean;
  mode: AuthDialogMode;
  email: string;
  /** Bumped per open so the dialog starts from a clean form each time. */
  session: number;
}

/** Owns the single auth dialog; anything below can open it with useAuthDialog(). */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State | null>(null);
  // The dialog has no Radix Trigger (it opens from many places), so focus is handed back by hand.
  const opener = useRef<HTMLElement | null>(null);

  // Following a link inside the dialog (e.g. Terms) navigates away: close it.
  usePathChange(() => setState((s) => (s?.open ? { ...s, open: false } : s)));

  const openAuthDialog = useCallback((mode: AuthDialogMode = 'sign-in', options?: OpenAuthDialogOptions) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState((s) => ({ open: true, mode, email: options?.email ?? '', session: (s?.session ?? 0) + 1 }));
  }, []);
  const preloadAuthDialog = useCallback(() => {
    void loadDialog();
  }, []);
  const onOpenChange = useCallback((open: boolean) => setState((s) => (s ? { ...s, open } : s)), []);
  const restoreFocus = useCallback(() => {
    const target = opener.current;
    // The opener may be gone (mobile menu closed, "Sign in" replaced by the account menu after
    // signing in): fall back to the header's account control, which always exists.
    if (target?.isConnected && target.getClientRects().length > 0) target.focus();
    else document.querySelector<HTMLElement>('[data-account-control]')?.focus();
  }, []);

  const controls = useMemo<AuthDialogControls>(
    () => ({ openAuthDialog, preloadAuthDialog }),
    [openAuthDialog, preloadAuthDialog],
  );

  return (
    <AuthDialogContext value={controls}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <AuthDialog
            key={state.session}
            open={state.open}
            onOpenChange={onOpenChange}
            onClosed={restoreFocus}
            initialMode={state.mode}
            initialEmail={state.email}
          />
        </Suspense>
      ) : null}
    </AuthDialogContext>
  );
}
