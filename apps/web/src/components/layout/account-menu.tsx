import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { errorMessage } from '@/lib/auth/auth-messages';
import { notify } from '@/lib/toast';

/** Signs out with a toast either way; shared by the header menu and the mobile menu. */
export function useSignOutAction() {
  const { signOut } = useAuth();
  return async () => {
    try {
      await signOut();
      notify.success('You are signed out.');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
}

/**
 * The header's account control: "Sign in" while signed out, the avatar menu (`signedIn`) while
 * signed in. While the first session answer is pending it holds the space, so the header does not jump.
 */
export function AccountControl({ signedIn }: { signedIn: ReactNode }) {
  const { loading, user } = useAuth();
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();

  if (loading) {
    return (
      <span aria-hidden="true" className="ml-1 size-9 shrink-0 animate-pulse rounded-full bg-slate-200" />
    );
  }

  if (!user) {
    return (
      <Button
        variant="outline"
        size="sm"
        onClick={() => openAuthDialog('sign-in')}
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        // Icon-only below sm so the header fits 375 px; the name stays "Sign in" at every width.
        className="ml-1 size-9 rounded-full px-0 sm:w-auto sm:rounded-xl sm:px-3"
        data-testid="header-sign-in"
        data-account-control
      >
        <UserRound aria-hidden="true" className="size-4 sm:hidden" />
        <span className="sr-only sm:not-sr-only">Sign in</span>
      </Button>
    );
  }

  return signedIn;
}
