import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { type ConfirmedPasswordValues, confirmedPasswordSchema } from '@/features/auth/dialog/auth-schemas';
import { NewPasswordField } from '@/features/auth/dialog/new-password-field';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { errorMessage, INVALID_TOKEN } from '@/lib/auth/auth-messages';

/** Props of {@link NewPasswordForm}. */
export interface NewPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The link is unknown, used or expired: the page offers a new one instead. */
  onInvalidToken: () => void;
}

/** "New password" twice, then POST /auth/v1/reset-password with the link's token. */
export function NewPasswordForm({ token, onDone, onInvalidToken }: NewPasswordFormProps) {
  const { resetPassword } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, control, setFocus, formState } = useForm<ConfirmedPasswordValues>({
    resolver: zodResolver(confirmedPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });

  useEffect(() => setFocus('password'), [setFocus]);

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    setServerError(null);
    try {
      await resetPassword(token, newPassword);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === INVALID_TOKEN) {
        onInvalidToken();
        return;
      }
      setServerError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <NewPasswordField
        label="New password"
        password={password}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={formState.errors.confirm?.message}
        {...register('confirm')}
      />
      <SubmitButton pending={formState.isSubmitting} size="lg" className="w-full">
        Set new password
      </SubmitButton>
    </form>
  );
}
