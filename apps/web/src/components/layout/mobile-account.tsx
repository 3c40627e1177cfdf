import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonVariants } from '@/components/ui/button';
import { PATHS } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { useSignOutAction } from './account-menu';

const AUTH_BUTTONS = [
  { view: 'sign-in', variant: 'outline', label: 'Sign in' },
  { view: 'sign-up', variant: 'secondary', label: 'Create account' },
] as const;

/** The account block of the mobile menu: sign-in/create buttons, or who is signed in. */
export function MobileAccount({ onNavigate }: { onNavigate: () => void }) {
  const { loading, user, profile } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const signOut = useSignOutAction();

  if (loading) return null;

  if (!user) {
    return (
      <section aria-label="Account" className="mb-4 grid grid-cols-2 gap-2">
        {AUTH_BUTTONS.map(({ view, variant, label }) => (
          <Button
            key={view}
            variant={variant}
            onClick={() => {
              onNavigate();
              openAuthDialog(view);
            }}
          >
            {label}
          </Button>
        ))}
      </section>
    );
  }

  return (
    <section aria-label="Account" className="mb-4 rounded-2xl border border-slate-200 p-3">
      <div className="flex items-center gap-3">
        <Avatar src={profile?.avatar_url} name={profile?.full_name || user.name} email={user.email} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">
            {profile?.full_name || user.name || 'Your account'}
          </p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Link to={PATHS.account} onClick={onNavigate} className={buttonVariants({ variant: 'outline' })}>
          <UserRound aria-hidden="true" className="size-4" />
          Account
        </Link>
        <Button
          variant="ghost"
          onClick={() => {
            onNavigate();
            void signOut();
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Sign out
        </Button>
      </div>
    </section>
  );
}
