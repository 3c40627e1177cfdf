import { MARKETING_CLAIMS, PRICING } from '@mergepix/core';
import { ArrowRight, ChartColumn, CodeXml, type LucideIcon, ShieldCheck, UserRoundCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Heading } from '@/components/ui/heading';
import { cn } from '@/lib/cn';

/** Props of {@link CtaBanner}. */
export interface CtaBannerProps {
  /** Headline, e.g. "Ready to personalize every image?". */
  title: string;
  /** One or two sentences under the headline. */
  subtitle: string;
  /** Text of the call-to-action button, e.g. "Start Creating Now". */
  buttonLabel: string;
  /** Where the button goes: an app path ("/editor") or an in-page anchor ("/#signup"). */
  to: string;
  /** Navigation state for the button's link (e.g. `{ selectedFeature }` to open a studio tool). */
  state?: unknown;
  /** Level of the headline; 2 (default) under a page's h1. */
  headingLevel?: 2 | 3;
  /** Id of the banner's section, for anchors; defaults to none. */
  id?: string;
  className?: string;
}

const SELLING_POINTS: readonly { icon: LucideIcon; label: string }[] = [
  { icon: ShieldCheck, label: 'Enterprise-grade personalization security' },
  { icon: CodeXml, label: 'Personalization API access' },
  { icon: ChartColumn, label: 'Personalization analytics' },
];

const STATS: readonly { value: string; label: string }[] = [
  { value: MARKETING_CLAIMS.personalizationLift.value, label: 'average personalization lift' },
  { value: MARKETING_CLAIMS.imagesGenerated.value, label: MARKETING_CLAIMS.imagesGenerated.label },
  { value: MARKETING_CLAIMS.uptime.value, label: MARKETING_CLAIMS.uptime.label },
];

/**
 * Closing call to action shared by the home page and every landing page
 * (docs/product.md#home-and-marketing-pages): badge, the caller's headline, subtitle and button, the three
 * selling points, the Pro plan and trial copy, and three headline stats. Only the copy that differs per page
 * is a prop; plan, points and stats come from `@mergepix/core` so every page quotes the same figures.
 *
 * @example
 * <CtaBanner title="Ready to make it personal?" subtitle="…" buttonLabel="Start Creating Now" to="/editor" />
 */
export function CtaBanner({
  title,
  subtitle,
  buttonLabel,
  to,
  state,
  headingLevel = 2,
  id,
  className,
}: CtaBannerProps) {
  const titleId = `${id ?? 'cta'}-banner-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-testid="cta-banner"
      className={cn('px-4 py-16 sm:px-6 sm:py-20 lg:px-8', className)}
    >
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-[2rem] bg-brand-950 px-6 py-12 text-white shadow-2xl shadow-brand-900/30 sm:px-12 sm:py-16 lg:px-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-br from-brand-800 via-brand-950 to-slate-950"
        />
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-24 -z-10 size-[28rem] rounded-full bg-accent-600/30 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-40 -left-24 -z-10 size-[26rem] rounded-full bg-brand-500/30 blur-3xl"
        />

        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/20">
              <UserRoundCheck aria-hidden="true" className="size-3.5 text-amber-300" />
              Personalized For Each Customer
            </p>
            <Heading
              level={headingLevel}
              id={titleId}
              className="mt-5 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl"
            >
              {title}
            </Heading>
            <p className="mt-5 max-w-2xl text-lg leading-8 text-pretty text-slate-200">{subtitle}</p>
            <ul className="mt-8 grid gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
              {SELLING_POINTS.map(({ icon: Icon, label }) => (
                <li key={label} className="flex items-center gap-3 text-sm font-medium text-slate-100">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
                    <Icon aria-hidden="true" className="size-4.5 text-brand-200" />
                  </span>
                  {label}
                </li>
              ))}
            </ul>
          </div>

          <div className="rounded-3xl bg-white p-6 text-slate-900 shadow-xl sm:p-8">
            <p className="text-sm font-semibold text-brand-700">{PRICING.plan.name}</p>
            <p className="mt-2 flex items-baseline gap-1">
              <span className="text-5xl font-extrabold tracking-tight">${PRICING.plan.monthlyPriceUsd}</span>
              <span className="text-base font-medium text-slate-600">/month</span>
            </p>
            <p className="mt-3 inline-flex rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              {PRICING.copy.annualSavings}
            </p>
            <Link to={to} state={state} className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}>
              {buttonLabel}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <p className="mt-3 text-center text-sm text-slate-600">{PRICING.copy.trial} · cancel any time</p>
          </div>
        </div>

        <dl className="mt-10 grid grid-cols-3 gap-3 border-t border-white/15 pt-8 sm:mt-12 sm:gap-6 sm:pt-10">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col text-center sm:text-left">
              <dt className="mt-1 text-xs text-slate-300 sm:text-sm">{stat.label}</dt>
              <dd className="order-first text-2xl font-extrabold tracking-tight text-white sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
