import { LockKeyhole, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useAuth } from '@/lib/auth/auth-context';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
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
  else if (!user) body = <SignedOutPrompt />;
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

function SignedOutPrompt() {
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  return (
    <div className="flex flex-col items-center rounded-3xl border border-slate-200 bg-slate-50 px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900">Sign in to see your account</h2>
      <p className="mt-2 max-w-sm text-sm leading-6 text-slate-600">
        Your profile, saved personalization tokens and security settings live here.
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button
          size="lg"
          onClick={() => openAuthDialog('sign-in')}
          onPointerEnter={preloadAuthDialog}
          data-testid="account-sign-in"
        >
          Sign in
        </Button>
        <Button size="lg" variant="outline" onClick={() => openAuthDialog('sign-up')}>
          Create account
        </Button>
      </div>
    </div>
  );
}
