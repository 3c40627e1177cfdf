import { CircleCheck, KeyRound } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ResetRequestForm } from '@/features/auth/dialog/reset-request-form';
import { SwitchPrompt } from '@/features/auth/dialog/switch-prompt';
import { useAuth } from '@/lib/auth/auth-context';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import {
  INVALID_RESET_TOKEN_MESSAGE,
  INVALID_TOKEN,
  PASSWORD_RESET_DONE_MESSAGE,
} from '@/lib/auth/auth-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NewPasswordForm } from './new-password-form';

type View = 'form' | 'invalid' | 'done';

/**
 * /reset-password, the target of reset e-mails. With `?token=` it sets a new password; without
 * one (or with `?error=INVALID_TOKEN`, how the server's link redirect reports a dead token) it
 * explains how to get a link and offers the request form inline.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [params, setParams] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const linkError = params.get('error');
  const { beginPasswordRecovery } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [view, setView] = useState<View>(linkError === INVALID_TOKEN ? 'invalid' : 'form');

  // Once per token, even under StrictMode's double effects.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!token || announced.current === token) return;
    announced.current = token;
    beginPasswordRecovery();
  }, [token, beginPasswordRecovery]);

  if (view === 'done') {
    return (
      <Shell title="Password changed" done>
        <FormAlert tone="success">{PASSWORD_RESET_DONE_MESSAGE}</FormAlert>
        <Button
          size="lg"
          className="mt-5 w-full"
          onClick={() => openAuthDialog('sign-in')}
          data-testid="reset-sign-in"
        >
          Sign in
        </Button>
      </Shell>
    );
  }

  if (token && view === 'form') {
    return (
      <Shell title="Set a new password" intro="Choose a new password for your Mergepix account.">
        <NewPasswordForm
          token={token}
          onDone={() => {
            setView('done');
            // The token is spent: take it out of the address bar and history.
            setParams({}, { replace: true });
          }}
          onInvalidToken={() => setView('invalid')}
        />
      </Shell>
    );
  }

  return (
    <Shell
      title="Reset your password"
      intro="Enter the e-mail address of your account and we'll send you a link to choose a new password. The link works once and is valid for 1 hour."
    >
      {view === 'invalid' ? <FormAlert className="mb-5">{INVALID_RESET_TOKEN_MESSAGE}</FormAlert> : null}
      <ResetRequestForm />
      <SwitchPrompt
        className="mt-6"
        question="Remembered it?"
        action="Back to sign in"
        onClick={() => openAuthDialog('sign-in')}
      />
    </Shell>
  );
}

function Shell({
  title,
  intro,
  done = false,
  children,
}: {
  title: string;
  intro?: string;
  done?: boolean;
  children: ReactNode;
}) {
  const Icon = done ? CircleCheck : KeyRound;
  return (
    <div className="mx-auto max-w-md px-4 pt-28 pb-24 sm:pt-32">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
        <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-950">{title}</h1>
        {intro ? (
          <p className="mt-2 mb-6 text-sm leading-6 text-slate-600">{intro}</p>
        ) : (
          <div className="mt-5" />
        )}
        {children}
      </div>
    </div>
  );
}
