import { SAMPLE_TOKEN_VALUES } from '@mergepix/core';
import { ArrowRight, PartyPopper, WandSparkles } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { PATHS } from '@/config/paths';
import { greetingText } from './greeting';

/**
 * Hero demo (docs/product.md#home-and-marketing-pages): a first name and an email field; submitting swaps the
 * form for a greeting. Nothing is sent anywhere and there is no way back. Only the browser's email-type check
 * applies.
 */
export function HeroDemo() {
  const [greeting, setGreeting] = useState<string | null>(null);

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
      className="rounded-2xl border border-slate-200 bg-white/90 p-4 shadow-xl shadow-brand-900/5 sm:p-5"
    >
      <p className="text-sm font-semibold text-slate-900">See your name in a personalized image</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          type="text"
          autoComplete="given-name"
          placeholder={SAMPLE_TOKEN_VALUES.FIRSTNAME}
        />
        <TextField
          label="Work email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={SAMPLE_TOKEN_VALUES.EMAIL}
        />
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
      <Link to={PATHS.editor} className={buttonVariants({ size: 'lg', className: 'mt-5' })}>
        Open the editor
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </div>
  );
}
