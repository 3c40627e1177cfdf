import { ArrowDown, ArrowRight, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { PATHS } from '@/config/paths';
import { cn } from '@/lib/cn';
import { GENERATOR_ANCHOR, type LandingHeroCopy } from './landing-content';

/** Id of a landing page's h1 (the article is labelled by it). */
export const landingTitleId = (slug: string) => `${slug}-title`;

/**
 * The article every figure landing page is, labelled by its hero's h1. Shared with the
 * build-time prerender (src/prerender/shells.tsx) so both draw the hero in the same place.
 */
export function LandingArticle({ slug, children }: { slug: string; children: ReactNode }) {
  return (
    <article data-testid={`${slug}-page`} aria-labelledby={landingTitleId(slug)} className="overflow-x-clip">
      {children}
    </article>
  );
}

/** Props of {@link LandingHero}. */
export interface LandingHeroProps {
  copy: LandingHeroCopy;
  /** Id of the h1, for the page's aria-labelledby. */
  titleId: string;
  /** The picture on the right (stacks under the text on narrow screens). */
  visual: ReactNode;
}

/**
 * Opening block of every figure landing page: badge, the page's only h1, intro, two buttons (the
 * embedded generator on this page, and the studio) and three headline numbers.
 */
export function LandingHero({ copy, titleId, visual }: LandingHeroProps) {
  return (
    <header className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-full bg-linear-to-b from-brand-50 via-white to-white"
      />
      {/* A radial gradient, not a blurred circle: a 64 px blur costs hundreds of milliseconds to
          rasterize on phones without GPU raster, delaying the first paint (as on the home hero). */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 right-0 -z-10 size-[26rem] bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-accent-400)_15%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-28 pb-16 sm:px-6 sm:pt-32 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:px-8 lg:pb-20">
        <div className="text-center lg:text-left">
          <p
            data-testid="landing-badge"
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold tracking-wide',
              copy.badgeIsNew
                ? 'bg-linear-to-r from-brand-600 to-accent-500 text-white shadow-sm'
                : 'border border-brand-200 bg-white/70 text-brand-700 shadow-sm',
            )}
          >
            <Sparkles aria-hidden="true" className="size-3.5" />
            {copy.badge}
          </p>
          <h1
            id={titleId}
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl lg:text-6xl"
          >
            {copy.title}
            {copy.highlight ? (
              <>
                {' '}
                <span className="bg-linear-to-r from-brand-600 to-accent-500 bg-clip-text text-transparent">
                  {copy.highlight}
                </span>
              </>
            ) : null}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600 lg:mx-0">
            {copy.description}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            {/* A plain anchor: the browser scrolls even when the hash is already #generator. */}
            <a
              href={`#${GENERATOR_ANCHOR}`}
              data-testid="hero-generator-link"
              className={buttonVariants({ size: 'lg' })}
            >
              {copy.primaryLabel}
              <ArrowDown aria-hidden="true" className="size-5" />
            </a>
            <Link
              to={PATHS.editor}
              data-testid="hero-editor-link"
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              {copy.secondaryLabel}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
          <dl className="mx-auto mt-10 grid max-w-xl grid-cols-3 gap-3 sm:gap-6 lg:mx-0">
            {copy.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="mt-1 text-xs leading-5 text-slate-600 sm:text-sm">{stat.label}</dt>
                <dd className="order-first text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">{visual}</div>
      </div>
    </header>
  );
}
