import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth/auth-context';
import { errorMessage, RESET_LINK_SENT_MESSAGE } from '@/lib/auth/auth-messages';
import { useInitialFocus } from '@/lib/use-initial-focus';
import { type ResetRequestValues, resetRequestSchema } from './auth-schemas';
import { DevMailboxHint } from './dev-mailbox-hint';
import { EmailField } from './email-field';

/** Props of {@link ResetRequestForm}. */
export interface ResetRequestFormProps {
  defaultEmail?: string;
  /** Focus the e-mail field on mount (true inside the dialog, false inline on a page). */
  autoFocus?: boolean;
  /** Extra actions under the form, e.g. "Back to sign in". */
  footer?: ReactNode;
}

/**
 * Asks for a reset link. The answer is the same whether or not the account exists, so the
 * confirmation never reveals it either.
 */
export function ResetRequestForm({ defaultEmail = '', autoFocus = false, footer }: ResetRequestFormProps) {
  const { requestPasswordReset } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setFocus, formState } = useForm<ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: defaultEmail },
  });

  useInitialFocus(() => setFocus('email'), autoFocus);

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm">
          <p className="flex gap-2.5 text-emerald-900">
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="block font-semibold">Check your e-mail</span>
              {RESET_LINK_SENT_MESSAGE}
            </span>
          </p>
          <div className="pl-6.5">
            <DevMailboxHint />
          </div>
        </div>
        <button
          type="button"
          onClick={() => setSentTo(null)}
          className="cursor-pointer self-start rounded text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
        >
          Use a different e-mail
        </button>
        {footer}
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <EmailField error={formState.errors.email?.message} {...register('email')} />
      <SubmitButton pending={formState.isSubmitting} size="lg" className="w-full">
        Send reset link
      </SubmitButton>
      {footer}
    </form>
  );
}
