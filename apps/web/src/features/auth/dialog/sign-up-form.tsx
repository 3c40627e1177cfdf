import { zodResolver } from '@hookform/resolvers/zod';
import { SAMPLE_FULL_NAME } from '@mergepix/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { PATHS } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { errorMessage } from '@/lib/auth/auth-messages';
import { useInitialFocus } from '@/lib/use-initial-focus';
import { type SignUpValues, signUpSchema } from './auth-schemas';
import { EmailField } from './email-field';
import { NewPasswordField } from './new-password-field';
import { SwitchPrompt } from './switch-prompt';

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  defaultEmail: string;
  onSignedIn: (name: string) => void;
  onTwoFactor: (email: string) => void;
  onSignIn: (email: string) => void;
}

/** Full name, e-mail and password; signs in right after the account is created. */
export function SignUpForm({ defaultEmail, onSignedIn, onTwoFactor, onSignIn }: SignUpFormProps) {
  const { signUp } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, getValues, setFocus, control, formState } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: defaultEmail, password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  useInitialFocus(() => setFocus('name'));

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const input = { name: values.name.trim(), email: values.email.trim(), password: values.password };
    try {
      const outcome = await signUp(input);
      if (outcome.status === 'two-factor') onTwoFactor(input.email);
      else onSignedIn(input.name);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <TextField
        label="Full name"
        autoComplete="name"
        placeholder={SAMPLE_FULL_NAME}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <EmailField error={formState.errors.email?.message} {...register('email')} />
      <NewPasswordField
        label="Password"
        password={password}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={formState.isSubmitting} size="lg" className="w-full">
        Create account
      </SubmitButton>
      <p className="text-center text-xs leading-5 text-slate-500">
        By creating an account you agree to our{' '}
        <Link to={PATHS.terms} className="font-medium text-slate-700 underline hover:text-slate-900">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={PATHS.privacy} className="font-medium text-slate-700 underline hover:text-slate-900">
          Privacy Policy
        </Link>
        .
      </p>
      <SwitchPrompt
        question="Already have an account?"
        action="Sign in instead"
        onClick={() => onSignIn(getValues('email').trim())}
      />
    </form>
  );
}
