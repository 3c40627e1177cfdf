import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** The auth forms' "Email" field; `autoComplete` differs (sign-in uses "username" for password managers). */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@company.com"
      {...props}
    />
  );
}
