import { ArrowRight, LayoutGrid, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FeatureCard } from './feature-card';
import { HUB_EDITOR_PATH, HUB_FEATURES } from './hub-features';

/** Features hub (`/features`): the eight creative tools as cards, plus two ways into the studio. */
export function FeaturesHubPage() {
  useDocumentTitle('Features');

  return (
    <div data-testid="features-hub" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-linear-to-b from-brand-50 via-white to-white"
      />
      <div className="mx-auto max-w-7xl px-4 pt-28 pb-24 sm:px-6 sm:pt-32 lg:px-8">
        <header className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm">
            <Sparkles aria-hidden="true" className="size-3.5" />
            Features
          </p>
          <h1
            id="features-hub-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl"
          >
            Personalized images for{' '}
            <span className="bg-linear-to-r from-brand-600 to-accent-500 bg-clip-text text-transparent">
              every campaign
            </span>
          </h1>
          <p className="mt-5 text-lg leading-8 text-pretty text-slate-600">
            Pick a style, drop in tokens like{' '}
            <code className="rounded-md bg-brand-100 px-1.5 py-0.5 font-mono text-[0.9em] text-brand-800">
              [FIRSTNAME]
            </code>{' '}
            and every customer gets an image made for them — from boxed action figures to hand-painted scenes
            and memes.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={HUB_EDITOR_PATH}
              data-testid="hub-try-editor"
              className={buttonVariants({ size: 'lg' })}
            >
              Try All Features In Our Editor
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </header>

        <section aria-labelledby="features-hub-grid-title" className="mt-16 sm:mt-20">
          <h2 id="features-hub-grid-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Creative tools
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Each one works with your customers' names, companies and more.
          </p>
          <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {HUB_FEATURES.map((feature) => (
              <FeatureCard key={feature.slug} feature={feature} />
            ))}
          </ul>
        </section>

        <div className="mt-16 flex flex-col items-center gap-4 rounded-3xl bg-linear-to-r from-brand-700 to-accent-600 px-6 py-10 text-center text-white sm:px-10">
          <h2 className="text-2xl font-bold tracking-tight text-balance">Every tool, one studio</h2>
          <p className="max-w-xl text-brand-50">
            The editor holds all of these and more: GIFs, email-ready images and image-to-video.
          </p>
          <Link
            to={HUB_EDITOR_PATH}
            data-testid="hub-view-all"
            className={buttonVariants({
              variant: 'outline',
              size: 'lg',
              className:
                'mt-2 border-white bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
            })}
          >
            <LayoutGrid aria-hidden="true" className="size-5" />
            View all features
          </Link>
        </div>
      </div>
    </div>
  );
}

export default FeaturesHubPage;
