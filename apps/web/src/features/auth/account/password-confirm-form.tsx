import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/auth/auth-messages';

const schema = z.object({ password: z.string().min(1, 'Enter your password.') });
type Values = z.input<typeof schema>;

/** Props of {@link PasswordConfirmForm}. */
export interface PasswordConfirmFormProps {
  intro: ReactNode;
  submitLabel: string;
  destructive?: boolean;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** "Password" + a confirm button, for actions that change how the account is protected. */
export function PasswordConfirmForm({
  intro,
  submitLabel,
  destructive,
  onConfirm,
  onCancel,
}: PasswordConfirmFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setFocus, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });

  useEffect(() => setFocus('password'), [setFocus]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await onConfirm(password);
    } catch (error) {
      if (isApiError(error) && (error.code === 'INVALID_PASSWORD' || error.status === 401)) {
        setError('password', { message: errorMessage(error) }, { shouldFocus: true });
      } else {
        setServerError(errorMessage(error));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-4 sm:p-5">
      <div className="text-sm text-slate-700">{intro}</div>
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <SubmitButton
          pending={formState.isSubmitting}
          className={
            destructive ? 'bg-red-600 shadow-red-600/30 hover:bg-red-700 active:bg-red-800' : undefined
          }
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
