import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth/auth-context';
import { errorMessage } from '@/lib/auth/auth-messages';
import { useInitialFocus } from '@/lib/use-initial-focus';
import { type SignInValues, signInSchema } from './auth-schemas';
import { EmailField } from './email-field';
import { SwitchPrompt } from './switch-prompt';

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  defaultEmail: string;
  /** An error carried over from another step (e.g. the TOTP challenge ended). */
  notice: string | null;
  onSignedIn: () => void;
  onTwoFactor: (email: string) => void;
  onForgotPassword: (email: string) => void;
  onCreateAccount: (email: string) => void;
}

/** E-mail and password; hands over to the TOTP step when the account has it on. */
export function SignInForm({
  defaultEmail,
  notice,
  onSignedIn,
  onTwoFactor,
  onForgotPassword,
  onCreateAccount,
}: SignInFormProps) {
  const { signIn } = useAuth();
  const [serverError, setServerError] = useState<string | null>(notice);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { register, handleSubmit, getValues, setFocus, formState } = form;

  useInitialFocus(() => setFocus(defaultEmail ? 'password' : 'email'));

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      const outcome = await signIn(email.trim(), password);
      if (outcome.status === 'two-factor') onTwoFactor(email.trim());
      else onSignedIn();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  const formError = formState.errors.root?.message ?? serverError;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <EmailField autoComplete="username" error={formState.errors.email?.message} {...register('email')} />
      <div>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <button
          type="button"
          onClick={() => onForgotPassword(getValues('email').trim())}
          className="mt-2 cursor-pointer rounded text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
        >
          Forgot password?
        </button>
      </div>
      <SubmitButton pending={formState.isSubmitting} size="lg" className="w-full">
        Sign in
      </SubmitButton>
      <SwitchPrompt
        question="New to Mergepix?"
        action="Create an account"
        onClick={() => onCreateAccount(getValues('email').trim())}
      />
    </form>
  );
}
