import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthDialog } from '@/components/auth/auth-dialog-context';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { errorMessage } from '@/lib/auth/auth-messages';
import { notify } from '@/lib/toast';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2 text-sm font-medium text-slate-800 outline-none data-[highlighted]:bg-brand-50';

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
 * The header's account control: "Sign in" while signed out, an avatar menu while signed in.
 * While the first session answer is pending it holds the space, so the header does not jump.
 */
export function AccountControl() {
  const { loading, user, profile } = useAuth();
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  const signOut = useSignOutAction();

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

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        data-account-control
        className="ml-1 flex shrink-0 cursor-pointer rounded-full ring-offset-2 hover:ring-2 hover:ring-brand-200 data-[state=open]:ring-2 data-[state=open]:ring-brand-300"
      >
        <Avatar src={profile?.avatar_url} name={profile?.full_name || user.name} email={user.email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          className="z-[60] w-64 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10 outline-none animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 pt-1.5 pb-2">
            <span className="block truncate text-sm font-semibold text-slate-900">
              {profile?.full_name || user.name || 'Your account'}
            </span>
            <span data-testid="account-menu-email" className="block truncate text-xs text-slate-500">
              {user.email}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="mx-2 my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <Link to="/account" className={itemClass}>
              <UserRound aria-hidden="true" className="size-4 text-brand-600" />
              Account
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4 text-slate-500" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
