import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEYS_MAX_ACTIVE,
  type ApiKeyCreate,
  apiKeyCreateSchema,
  type CreatedApiKey,
} from '@mergepix/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/auth/auth-messages';
import { useCreateApiKey } from './api-keys-api';

/** Props of {@link ApiKeyCreateForm}. */
export interface ApiKeyCreateFormProps {
  userId: string;
  /** The account holds the most keys it may: say so instead of offering the form. */
  full: boolean;
  onCreated: (created: CreatedApiKey) => void;
}

/** A name and "Create key"; the server's refusal (a bad name, the cap) is shown with the field. */
export function ApiKeyCreateForm({ userId, full, onCreated }: ApiKeyCreateFormProps) {
  const create = useCreateApiKey(userId);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<ApiKeyCreate>({
    resolver: zodResolver(apiKeyCreateSchema),
    defaultValues: { name: '' },
  });

  const onSubmit = handleSubmit(async ({ name }) => {
    setServerError(null);
    try {
      const created = await create.mutateAsync(name);
      reset({ name: '' });
      onCreated(created);
    } catch (error) {
      if (isApiError(error, 400)) setError('name', { message: error.message }, { shouldFocus: true });
      else setServerError(errorMessage(error));
    }
  });

  if (full) {
    return (
      <p role="status" className="rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
        You have {API_KEYS_MAX_ACTIVE} API keys, the most an account can have. Revoke one you no longer use to
        create another.
      </p>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Create an API key">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Key name"
          className="min-w-0 flex-1"
          placeholder="e.g. Newsletter script"
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX_LENGTH}
          hint="So you can tell your keys apart later."
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <SubmitButton pending={formState.isSubmitting} size="lg" className="sm:mt-[1.375rem]">
          <Plus aria-hidden="true" className="size-4" />
          Create key
        </SubmitButton>
      </div>
    </form>
  );
}
