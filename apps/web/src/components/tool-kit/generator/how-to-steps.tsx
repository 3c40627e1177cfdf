import { type ReactNode, useId } from 'react';

// A tool page's numbered steps ("How to Use", "How it works") under its editor.

export interface HowToStep {
  readonly title: string;
  readonly text: string;
}

export function HowToSteps({
  heading,
  steps,
  children,
}: {
  heading: string;
  steps: readonly HowToStep[];
  /** A note under the steps. */
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className="mt-12 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-950">
        {heading}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
              {i + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{step.title}</p>
              <p className="text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
