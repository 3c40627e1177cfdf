import type { ComponentProps } from 'react';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordStrengthHint } from './password-strength-hint';

/** Props of {@link NewPasswordField}: a password field's, and the typed password it rates. */
export type NewPasswordFieldProps = Omit<ComponentProps<typeof PasswordField>, 'autoComplete' | 'hint'> & {
  password: string;
};

/** A new password (sign-up, reset, change) with the strength meter under it. */
export function NewPasswordField({ label, password, ...props }: NewPasswordFieldProps) {
  return (
    <PasswordField
      label={label}
      autoComplete="new-password"
      hint={<PasswordStrengthHint password={password} />}
      {...props}
    />
  );
}
