import { zodResolver } from '@hookform/resolvers/zod';
import {
  getToken,
  IMPLEMENTED_TOKEN_KEYS,
  type ImplementedTokenKey,
  type Profile,
  profileTokenValuesSchema,
  SAMPLE_TOKEN_VALUES,
} from '@mergepix/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/lib/auth/auth-context';
import { errorMessage } from '@/lib/auth/auth-messages';
import { notify } from '@/lib/toast';

type TokenFormValues = Record<ImplementedTokenKey, string>;

const AUTOCOMPLETE: Record<ImplementedTokenKey, string> = {
  FIRSTNAME: 'given-name',
  LASTNAME: 'family-name',
  COMPANY: 'organization',
  EMAIL: 'email',
};

function toFormValues(profile: Profile): TokenFormValues {
  const values = {} as TokenFormValues;
  for (const key of IMPLEMENTED_TOKEN_KEYS) values[key] = profile.token_values[key] ?? '';
  return values;
}

/**
 * One input per implemented token, labelled by its display name. Every key is sent, blanks
 * included, so clearing a field really clears it on the server.
 */
export function TokensForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { updateProfile } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setFocus, formState } = useForm<TokenFormValues>({
    resolver: zodResolver(profileTokenValuesSchema.required()),
    defaultValues: toFormValues(profile),
  });

  useEffect(() => setFocus('FIRSTNAME'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await updateProfile({ token_values: values });
      notify.success('Personalization tokens saved.');
      onClose();
    } catch (error) {
      // The form stays open with what was typed, so nothing is lost.
      setServerError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {IMPLEMENTED_TOKEN_KEYS.map((key) => (
          <TextField
            key={key}
            label={getToken(key)?.displayName ?? key}
            hint={<span className="font-mono text-[11px] text-brand-700">[{key}]</span>}
            placeholder={SAMPLE_TOKEN_VALUES[key]}
            autoComplete={AUTOCOMPLETE[key]}
            inputMode={key === 'EMAIL' ? 'email' : undefined}
            data-token={key}
            error={formState.errors[key]?.message}
            {...register(key)}
          />
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <SubmitButton pending={formState.isSubmitting}>Save tokens</SubmitButton>
      </div>
    </form>
  );
}
