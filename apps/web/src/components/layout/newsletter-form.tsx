import { CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';

type Status = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'done' };

/**
 * Newsletter sign-up. No handling exists (docs/product.md#routes-and-page-layout), so nothing is sent
 * anywhere: the address is checked with the browser's own email validity and the visitor gets inline
 * feedback.
 */
export function NewsletterForm() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputId = useId();
  const messageId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email');
    if (!(input instanceof HTMLInputElement)) return;
    if (input.value.trim() === '') {
      setStatus({ kind: 'error', message: 'Please enter your email address.' });
    } else if (!input.validity.valid) {
      setStatus({ kind: 'error', message: input.validationMessage || 'Please enter a valid email address.' });
    } else {
      setStatus({ kind: 'done' });
      event.currentTarget.reset();
    }
  };

  return (
    <div className="rounded-2xl border border-white/10 bg-white/5 p-5 sm:p-6 lg:flex lg:items-center lg:justify-between lg:gap-8">
      <div className="lg:max-w-md">
        <h2 className="text-base font-semibold text-white">Get personalization ideas in your inbox</h2>
        <p className="mt-1 text-sm text-slate-400">
          One short email a month with new tools, templates and campaign tips.
        </p>
      </div>
      {/* noValidate: we show the browser's validity message inline instead of its bubble. */}
      <form onSubmit={onSubmit} noValidate className="mt-4 w-full lg:mt-0 lg:max-w-md">
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder="you@company.com"
            aria-invalid={status.kind === 'error'}
            aria-describedby={messageId}
            onChange={() => status.kind !== 'idle' && setStatus({ kind: 'idle' })}
            className="h-11 min-w-0 flex-1 rounded-xl border border-white/15 bg-white/10 px-4 text-sm text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/30 aria-[invalid=true]:border-red-400"
          />
          <Button type="submit" className="h-11 bg-brand-600 hover:bg-brand-500">
            Subscribe
          </Button>
        </div>
        <p id={messageId} aria-live="polite" className="mt-2 min-h-5 text-sm">
          {status.kind === 'done' ? (
            <span className="inline-flex items-center gap-1.5 text-emerald-300">
              <CircleCheck aria-hidden="true" className="size-4" />
              Thanks — you're on the list.
            </span>
          ) : null}
          {status.kind === 'error' ? <span className="text-red-300">{status.message}</span> : null}
        </p>
      </form>
    </div>
  );
}
