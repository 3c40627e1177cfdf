import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { newPasswordSchema } from '@/features/auth/dialog/auth-schemas';
import { NewPasswordField } from '@/features/auth/dialog/new-password-field';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { errorMessage } from '@/lib/auth/auth-messages';
import { notify } from '@/lib/toast';
import { AccountSection } from './account-section';

const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: 'The passwords do not match.' })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from your current one.',
  });
type ChangePasswordValues = z.input<typeof changePasswordSchema>;

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirm: '' };

/** Change password; the server signs out every other session, and the copy says so up front. */
export function PasswordSection({ email }: { email: string }) {
  const { changePassword } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, control, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: next }) => {
    setServerError(null);
    try {
      await changePassword(currentPassword, next);
      reset(EMPTY);
      notify.success('Password changed. Other devices have been signed out.');
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_PASSWORD') {
        setError('currentPassword', { message: error.message }, { shouldFocus: true });
      } else {
        setServerError(errorMessage(error));
      }
    }
  });

  return (
    <AccountSection
      id="password"
      title="Password"
      description="Changing your password signs you out on every other device and browser."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={email} />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NewPasswordField
            label="New password"
            password={newPassword}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...register('confirm')}
          />
        </div>
        <div className="flex justify-end">
          <SubmitButton pending={isSubmitting}>Change password</SubmitButton>
        </div>
      </form>
    </AccountSection>
  );
}
