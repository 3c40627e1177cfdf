import { useEffect, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/spinner';
import { TotpCodeForm } from '@/features/auth/dialog/totp-code-form';
import type { TotpEnrolment } from '@/lib/auth/auth-api';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/toast';
import { BackupCodes } from './backup-codes';
import { PasswordConfirmForm } from './password-confirm-form';
import { groupSecret, parseTotpUri } from './totp-uri';

type Step =
  | { kind: 'password' }
  | { kind: 'scan'; enrolment: TotpEnrolment }
  | { kind: 'codes'; codes: string[] };

/** Password → scan the QR code (or type the key) → first code → backup codes. */
export function TwoFactorSetup({ onClose }: { onClose: () => void }) {
  const { enableTwoFactor, verifyTotp } = useAuth();
  const [step, setStep] = useState<Step>({ kind: 'password' });

  if (step.kind === 'password') {
    return (
      <PasswordConfirmForm
        intro="Confirm your password to set up an authenticator app such as Google Authenticator, 1Password or Authy."
        submitLabel="Continue"
        onConfirm={async (password) => setStep({ kind: 'scan', enrolment: await enableTwoFactor(password) })}
        onCancel={onClose}
      />
    );
  }

  if (step.kind === 'codes') {
    return <BackupCodes codes={step.codes} onDone={onClose} />;
  }

  const { enrolment } = step;
  return (
    <div className="flex flex-col gap-5 rounded-2xl bg-slate-50 p-4 sm:p-5">
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-slate-700 marker:font-semibold marker:text-brand-700">
        <li>Scan this QR code with your authenticator app.</li>
        <li>Enter the 6-digit code the app shows for Mergepix.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <TotpQrCode uri={enrolment.totpURI} />
        <ManualKey uri={enrolment.totpURI} />
      </div>
      <TotpCodeForm
        onVerify={async (code) => {
          await verifyTotp(code);
          notify.success('Two-factor authentication is on.');
          setStep({ kind: 'codes', codes: enrolment.backupCodes });
        }}
        footer={
          <Button variant="ghost" className="self-center" onClick={onClose}>
            Cancel setup
          </Button>
        }
      />
    </div>
  );
}

/** Rendered in the browser from the URI, so the secret never goes to a third-party QR service. */
function TotpQrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // qrcode is only needed here: load it on demand instead of with the account page.
    import('qrcode')
      .then((qr) => qr.toDataURL(uri, { width: 200, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(''));
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <div className="flex size-[200px] shrink-0 items-center justify-center rounded-2xl bg-white p-2 shadow-sm">
      {src ? (
        <img
          src={src}
          alt="QR code for your authenticator app"
          width={184}
          height={184}
          data-testid="totp-qr"
        />
      ) : src === '' ? (
        <p className="p-3 text-center text-xs text-slate-500">
          The QR code could not be drawn. Use the key instead.
        </p>
      ) : (
        <Spinner className="size-6 text-brand-600" />
      )}
    </div>
  );
}

function ManualKey({ uri }: { uri: string }) {
  const info = parseTotpUri(uri);
  if (!info) return null;
  return (
    <div className="flex min-w-0 flex-col gap-2 text-sm">
      <p className="font-medium text-slate-800">Can't scan it? Enter this key in the app:</p>
      <code
        data-testid="totp-secret"
        data-secret={info.secret}
        className="rounded-xl bg-white px-3 py-2 font-mono text-base font-semibold tracking-wide break-all text-slate-900 shadow-sm"
      >
        {groupSecret(info.secret)}
      </code>
      <p className="text-xs text-slate-500">
        Time-based, 6 digits{info.account ? `, account ${info.account}` : ''}
        {info.issuer ? `, issuer ${info.issuer}` : ''}.
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={info.secret} label="Copy key" />
        {/* On a phone the authenticator is on the same device: let the OS hand the URI over. */}
        <a href={uri} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'sm:hidden' })}>
          Open in app
        </a>
      </div>
    </div>
  );
}
