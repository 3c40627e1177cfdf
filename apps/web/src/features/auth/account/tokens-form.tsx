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
import { notify } from '@/lib/toast';
import { useTokenValues } from '@/lib/tokens/use-token-values';

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
 * One input per implemented token, labelled by its display name. Only changed keys are sent (a
 * cleared field as an empty value, which clears it), so a value saved meanwhile elsewhere stays.
 */
export function TokensForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { save } = useTokenValues();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setFocus, setError, formState } = useForm<TokenFormValues>({
    resolver: zodResolver(profileTokenValuesSchema.required()),
    defaultValues: toFormValues(profile),
  });

  useEffect(() => setFocus('FIRSTNAME'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    // The same save as the studio, the token panel and /tokens: one set of values everywhere.
    const changed = (Object.keys(values) as ImplementedTokenKey[]).filter(
      (key) => formState.dirtyFields[key],
    );
    const result = await save(Object.fromEntries(changed.map((key) => [key, values[key]])));
    if (result.ok) {
      notify.success('Personalization tokens saved.');
      onClose();
      return;
    }
    // The form stays open with what was typed, so nothing is lost.
    for (const [key, message] of Object.entries(result.fieldErrors)) {
      setError(key as ImplementedTokenKey, { message });
    }
    if (result.message) setServerError(result.message);
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
