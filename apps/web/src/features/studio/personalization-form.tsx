import { checkTokenValue, type ImplementedTokenKey, SAMPLE_TOKEN_VALUES } from '@mergepix/core';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useTokenValues } from '@/lib/tokens/use-token-values';

/** The message for a value of `key` typed in this form, or true when it can be saved. */
export function validatePersonalization(key: ImplementedTokenKey, label: string, raw: string): string | true {
  const checked = checkTokenValue(key, raw);
  if (!checked.ok) return checked.message;
  if (checked.value === '' && (key === 'FIRSTNAME' || key === 'LASTNAME')) return `${label} is required.`;
  return true;
}

type FormValues = Record<ImplementedTokenKey, string>;

const FIELDS: readonly { key: ImplementedTokenKey; label: string; type?: string; autoComplete: string }[] = [
  { key: 'FIRSTNAME', label: 'First name', autoComplete: 'given-name' },
  { key: 'LASTNAME', label: 'Last name', autoComplete: 'family-name' },
  { key: 'COMPANY', label: 'Company', autoComplete: 'organization' },
  { key: 'EMAIL', label: 'Email', type: 'email', autoComplete: 'email' },
];

/**
 * "Personalization Settings": the values that replace the tokens in every tool, the same ones the
 * token panel and /tokens show. Saved only when valid; a failed save keeps what was typed.
 */
export function PersonalizationForm() {
  const { values, save, ready, signedIn } = useTokenValues();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const current: FormValues = {
    FIRSTNAME: values.FIRSTNAME ?? '',
    LASTNAME: values.LASTNAME ?? '',
    COMPANY: values.COMPANY ?? '',
    EMAIL: values.EMAIL ?? '',
  };
  const form = useForm<FormValues>({
    values: current,
    resetOptions: { keepDirtyValues: true },
  });
  const { register, handleSubmit, formState, setError } = form;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), 2500);
    return () => clearTimeout(timer);
  }, [saved]);

  const onSubmit = handleSubmit(async (typed) => {
    setServerError(null);
    // Only what was changed here: a value saved meanwhile on another screen stays as it is.
    const changed = (Object.keys(typed) as ImplementedTokenKey[]).filter((key) => formState.dirtyFields[key]);
    if (changed.length === 0) {
      setSaved(true);
      return;
    }
    const result = await save(Object.fromEntries(changed.map((key) => [key, typed[key]])));
    if (result.ok) {
      // What was saved is now the form's clean state (cleaned, e.g. trimmed).
      form.reset({ ...typed, ...result.values });
      setSaved(true);
      return;
    }
    for (const [key, message] of Object.entries(result.fieldErrors)) {
      setError(key as ImplementedTokenKey, { message });
    }
    if (result.message) setServerError(result.message);
  });

  return (
    <section
      aria-labelledby="personalization-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="personalization-heading" className="font-bold text-slate-900">
        Personalization Settings
      </h2>
      <p className="mt-1 text-xs text-slate-500">
        {signedIn ? 'Saved to your account.' : 'Saved in this browser. Sign in to keep them everywhere.'}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-3" aria-busy={!ready}>
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        {FIELDS.map(({ key, label, type, autoComplete }) => (
          <TextField
            key={key}
            label={label}
            type={type ?? 'text'}
            required={key === 'FIRSTNAME' || key === 'LASTNAME'}
            autoComplete={autoComplete}
            placeholder={SAMPLE_TOKEN_VALUES[key]}
            inputClassName="h-10 text-sm"
            data-personalization={key}
            error={formState.errors[key]?.message}
            {...register(key, { validate: (v) => validatePersonalization(key, label, v) })}
          />
        ))}
        <div className="flex items-center justify-end gap-3">
          <span role="status" className="text-sm text-emerald-700">
            {saved ? (
              <span className="inline-flex items-center gap-1">
                <Check aria-hidden="true" className="size-4" />
                Saved
              </span>
            ) : null}
          </span>
          <SubmitButton pending={formState.isSubmitting} disabled={!ready}>
            Save values
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
