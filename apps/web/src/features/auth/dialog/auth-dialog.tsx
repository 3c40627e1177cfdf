import { useState } from 'react';
import { BrandMark } from '@/components/layout/brand-logo';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import type { AuthDialogMode } from '@/lib/auth/auth-dialog-context';
import { TOTP_CHALLENGE_ENDED_CODES, TOTP_CHALLENGE_ENDED_MESSAGE } from '@/lib/auth/auth-messages';
import { notify } from '@/lib/toast';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TotpCodeForm } from './totp-code-form';

type Step = AuthDialogMode | 'totp';

const TITLES: Record<Step, string> = {
  'sign-in': 'Sign in',
  'sign-up': 'Create account',
  reset: 'Reset password',
  totp: 'Two-factor authentication',
};

const DESCRIPTIONS: Record<Step, string> = {
  'sign-in': 'Welcome back. Your saved tokens and profile are waiting.',
  'sign-up': 'Keep your personalization tokens and profile on every device.',
  reset: "Enter your account's e-mail and we'll send you a link to set a new password.",
  totp: 'Open your authenticator app and enter the 6-digit code for Mergepix.',
};

/** Props of {@link AuthDialog}. */
export interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the dialog has closed, to put focus back where it belongs. */
  onClosed: () => void;
  initialMode: AuthDialogMode;
  initialEmail: string;
}

/** Sign in, create account, reset password and the TOTP step in one modal; closes on success. */
export function AuthDialog({ open, onOpenChange, onClosed, initialMode, initialEmail }: AuthDialogProps) {
  const { verifyTotp } = useAuth();
  const [step, setStep] = useState<Step>(initialMode);
  const [email, setEmail] = useState(initialEmail);
  const [notice, setNotice] = useState<string | null>(null);

  const go = (next: Step, nextEmail: string, nextNotice: string | null = null) => {
    setEmail(nextEmail);
    setNotice(nextNotice);
    setStep(next);
  };
  const succeed = (message: string) => {
    onOpenChange(false);
    notify.success(message);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="auth-dialog"
        data-step={step}
        // Each form focuses its own first field once (useInitialFocus). Radix's open auto-focus
        // would focus the first field again whenever its effect re-runs, even mid-typing.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <div className="mb-5 flex flex-col items-start gap-3 pr-8">
          <BrandMark className="size-9" />
          <DialogTitle className="text-xl font-bold text-slate-950">{TITLES[step]}</DialogTitle>
          <DialogDescription className="-mt-1.5 text-sm text-slate-600">
            {DESCRIPTIONS[step]}
          </DialogDescription>
        </div>

        {step === 'sign-in' ? (
          <SignInForm
            // Remount when coming back with a notice so it shows as the form's error.
            key={notice ?? 'sign-in'}
            defaultEmail={email}
            notice={notice}
            onSignedIn={() => succeed('You are signed in.')}
            onTwoFactor={(address) => go('totp', address)}
            onForgotPassword={(address) => go('reset', address)}
            onCreateAccount={(address) => go('sign-up', address)}
          />
        ) : null}

        {step === 'sign-up' ? (
          <SignUpForm
            defaultEmail={email}
            onSignedIn={(name) => succeed(`Welcome to Mergepix, ${name.split(/\s+/)[0] ?? name}!`)}
            onTwoFactor={(address) => go('totp', address)}
            onSignIn={(address) => go('sign-in', address)}
          />
        ) : null}

        {step === 'reset' ? (
          <ResetRequestForm
            defaultEmail={email}
            autoFocus
            footer={<BackToSignIn onClick={() => go('sign-in', email)} />}
          />
        ) : null}

        {step === 'totp' ? (
          <TotpCodeForm
            allowBackupCode
            onVerify={async (code) => {
              await verifyTotp(code);
              succeed('You are signed in.');
            }}
            onError={(error) => {
              if (!isApiError(error) || !TOTP_CHALLENGE_ENDED_CODES.includes(error.code)) return false;
              go('sign-in', email, TOTP_CHALLENGE_ENDED_MESSAGE);
              return true;
            }}
            footer={<BackToSignIn onClick={() => go('sign-in', email)} />}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BackToSignIn({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="cursor-pointer self-center rounded text-sm font-medium text-slate-600 hover:text-slate-900 hover:underline"
    >
      Back to sign in
    </button>
  );
}
