import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type AuthUser, useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { AccountSection } from './account-section';
import { PasswordConfirmForm } from './password-confirm-form';
import { TwoFactorSetup } from './two-factor-setup';

type Panel = 'none' | 'setup' | 'remove';

/** TOTP status, set-up and removal. */
export function TwoFactorSection({ user }: { user: AuthUser }) {
  const { disableTwoFactor } = useAuth();
  const [panel, setPanel] = useState<Panel>('none');
  const enabled = user.twoFactorEnabled;
  const close = () => setPanel('none');

  return (
    <AccountSection
      id="two-factor"
      title="Two-factor authentication"
      description="Ask for a code from an authenticator app when signing in, so a stolen password is not enough."
      aside={<StatusBadge enabled={enabled} />}
    >
      {/* Setup stays mounted after the first code switches 2FA on: the backup codes follow. */}
      {panel === 'setup' ? <TwoFactorSetup onClose={close} /> : null}

      {panel === 'remove' ? (
        <PasswordConfirmForm
          intro="Confirm your password to remove the authenticator app. Signing in will only need your password."
          submitLabel="Remove two-factor authentication"
          destructive
          onConfirm={async (password) => {
            await disableTwoFactor(password);
            close();
            notify.success('Two-factor authentication removed.');
          }}
          onCancel={close}
        />
      ) : null}

      {panel === 'none' && !enabled ? (
        <Button onClick={() => setPanel('setup')}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          Set up authenticator app
        </Button>
      ) : null}

      {panel === 'none' && enabled ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">An authenticator app is required when you sign in.</p>
          <Button variant="outline" onClick={() => setPanel('remove')}>
            <ShieldOff aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      ) : null}
    </AccountSection>
  );
}

function StatusBadge({ enabled }: { enabled: boolean }) {
  return (
    <span
      data-testid="two-factor-status"
      data-enabled={enabled ? 'true' : 'false'}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        enabled ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', enabled ? 'bg-emerald-500' : 'bg-slate-400')}
      />
      <span className="sr-only">Status: </span>
      {enabled ? 'On' : 'Off'}
    </span>
  );
}
