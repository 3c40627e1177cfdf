import { ArrowRight, PartyPopper, WandSparkles } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { greetingText } from './greeting';

const inputClass =
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20';

/**
 * Hero demo (spec §4): a first name and an email field; submitting swaps the form for a greeting.
 * Nothing is sent anywhere and there is no way back. Only the browser's email-type check applies.
 */
export function HeroDemo() {
  const [greeting, setGreeting] = useState<string | null>(null);
  const firstNameId = useId();
  const emailId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstName = new FormData(event.currentTarget).get('firstName');
    setGreeting(greetingText(typeof firstName === 'string' ? firstName : ''));
  };

  if (greeting !== null) return <Greeting text={greeting} />;

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Try Mergepix"
      className="rounded-2xl border border-slate-200 bg-white/80 p-4 shadow-xl shadow-brand-900/5 backdrop-blur sm:p-5"
    >
      <p className="text-sm font-semibold text-slate-900">See your name in a personalized image</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={firstNameId} className="mb-1.5 block text-xs font-medium text-slate-600">
            First name
          </label>
          <input
            id={firstNameId}
            name="firstName"
            type="text"
            autoComplete="given-name"
            placeholder="Alex"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={emailId} className="mb-1.5 block text-xs font-medium text-slate-600">
            Work email
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="alex@company.com"
            className={inputClass}
          />
        </div>
      </div>
      <Button type="submit" size="lg" className="mt-4 w-full">
        <WandSparkles aria-hidden="true" className="size-5" />
        Personalize it free
      </Button>
      <p className="mt-3 text-center text-xs text-slate-500">No credit card. Nothing is sent anywhere.</p>
    </form>
  );
}

/** Replaces the form after submit; takes focus so keyboard and screen-reader users land on it. */
function Greeting({ text }: { text: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div
      data-testid="hero-greeting"
      className="rounded-2xl border border-brand-200 bg-linear-to-br from-white to-brand-50 p-6 shadow-xl shadow-brand-900/5 animate-fade-in"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
        <PartyPopper aria-hidden="true" className="size-6" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-950 outline-none">
        {text}
      </h2>
      <p className="mt-2 text-slate-600">
        That's personalization in action. Open the studio to put your customers' names into images, action
        figures and GIFs.
      </p>
      <Link to="/editor" className={buttonVariants({ size: 'lg', className: 'mt-5' })}>
        Open the editor
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </div>
  );
}
