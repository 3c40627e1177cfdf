import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { PATHS } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useSignOutAction } from './account-menu';
import { accountTriggerClass, menuAttr } from './header-menu-buttons';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2 text-sm font-medium text-slate-800 outline-none data-[highlighted]:bg-brand-50';

/** The signed-in user's avatar menu: who is signed in, Account, Sign out. */
export function AccountDropdown({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { user, profile } = useAuth();
  const signOut = useSignOutAction();
  if (!user) return null;
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        data-account-control
        className={accountTriggerClass}
        {...menuAttr('account')}
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
            <Link to={PATHS.account} className={itemClass}>
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
