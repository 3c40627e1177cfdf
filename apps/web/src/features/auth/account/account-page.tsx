import { LockKeyhole, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { SignInPrompt } from '@/components/auth/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountSkeleton } from './account-skeleton';
import { ApiKeysSection } from './api-keys-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { TokensSection } from './tokens-section';
import { TwoFactorSection } from './two-factor-section';

const AAL_LABEL = {
  aal1: 'password only',
  aal2: 'password and authenticator app',
} as const;

/** /account: profile, personalization tokens, password, two-factor settings and API keys. */
export function AccountPage() {
  useDocumentTitle('Account');
  const { loading, user, profile, profileLoading, aal, refresh } = useAuth();

  let body: ReactNode;
  if (loading || (user && profileLoading)) body = <AccountSkeleton />;
  else if (!user)
    body = (
      <SignInPrompt
        Icon={LockKeyhole}
        title="Sign in to see your account"
        text="Your profile, saved personalization tokens and security settings live here."
      />
    );
  else if (!profile) {
    body = (
      <FormAlert>
        Your profile could not be loaded.{' '}
        <Button variant="ghost" size="sm" className="-my-1 h-7 px-2" onClick={() => void refresh()}>
          <RefreshCw aria-hidden="true" className="size-3.5" />
          Try again
        </Button>
      </FormAlert>
    );
  } else {
    // Keyed by user: after signing in as someone else no form keeps the previous person's values.
    body = (
      <div key={user.id} className="flex flex-col gap-6">
        <ProfileSection profile={profile} user={user} />
        <TokensSection profile={profile} />
        <PasswordSection email={user.email} />
        <TwoFactorSection user={user} />
        <ApiKeysSection userId={user.id} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      <header className="mb-8">
        <p className="text-sm font-semibold text-brand-700">Settings</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-950">Account</h1>
        {user && aal ? (
          <p className="mt-2 text-xs text-slate-500">
            Session assurance level{' '}
            <span
              data-testid="aal-level"
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-700"
            >
              {aal}
            </span>{' '}
            ({AAL_LABEL[aal]})
          </p>
        ) : null}
      </header>
      {body}
    </div>
  );
}
