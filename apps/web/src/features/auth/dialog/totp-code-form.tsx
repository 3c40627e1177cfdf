import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/auth/auth-messages';
import { useInitialFocus } from '@/lib/use-initial-focus';
import { signInCodeSchema, type TotpCodeValues, totpCodeSchema } from './auth-schemas';

/** Props of {@link TotpCodeForm}. */
export interface TotpCodeFormProps {
  /** Verifies the six digits; throw to show the error and let the user try again. */
  onVerify: (code: string) => Promise<void>;
  /** Return true when the error was handled elsewhere (e.g. the challenge ended). */
  onError?: (error: unknown) => boolean;
  footer?: ReactNode;
  /** At sign-in a backup code may stand in for the app's code. */
  allowBackupCode?: boolean;
}

/**
 * "Authentication code" + "Verify", used for the sign-in challenge and for confirming a new
 * authenticator. A wrong code clears the field so the next one can be typed straight away.
 */
export function TotpCodeForm({ onVerify, onError, footer, allowBackupCode = false }: TotpCodeFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = allowBackupCode ? signInCodeSchema : totpCodeSchema;
  const { register, handleSubmit, setFocus, resetField, formState } = useForm<TotpCodeValues>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });

  useInitialFocus(() => setFocus('code'));

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    // The resolver already stripped spaces; parse again for the typed output.
    const { code } = schema.parse(values);
    try {
      await onVerify(code);
    } catch (error) {
      if (onError?.(error)) return;
      setServerError(errorMessage(error));
      resetField('code');
      setFocus('code');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <TextField
        label="Authentication code"
        inputMode={allowBackupCode ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        placeholder="123456"
        maxLength={allowBackupCode ? 11 : 9}
        hint={allowBackupCode ? 'Lost your phone? Enter one of your backup codes instead.' : undefined}
        inputClassName="font-mono text-lg tracking-[0.3em]"
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <SubmitButton pending={formState.isSubmitting} size="lg" className="w-full">
        Verify
      </SubmitButton>
      {footer}
    </form>
  );
}
