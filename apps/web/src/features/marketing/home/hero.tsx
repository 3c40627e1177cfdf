import { MousePointerClick, Sparkles } from 'lucide-react';
import { HeroIllustration } from '@/components/illustrations/hero/hero-illustration';
import { HeroDemo } from './hero-demo';

/** Top of the home page: pitch, demo form (anchor #signup) and an illustration of the idea. */
export function Hero() {
  return (
    <section
      id="signup"
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-linear-to-b from-brand-50 via-white to-white pt-24 pb-16 sm:pt-32 sm:pb-20 lg:pt-32 lg:pb-24"
    >
      <HeroBackdrop />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:px-8">
        <div className="max-w-xl lg:max-w-none">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm">
            <Sparkles aria-hidden="true" className="size-3.5" />
            Personalized AI images for marketing
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-[2.5rem] leading-[1.08] font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl xl:text-[3.5rem]"
          >
            AI images that know{' '}
            <span className="bg-linear-to-r from-brand-600 to-accent-500 bg-clip-text text-transparent">
              every customer by name
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-pretty text-slate-600">
            Turn one campaign into thousands of personal moments. Drop tokens like{' '}
            <code className="rounded-md bg-brand-100 px-1.5 py-0.5 font-mono text-[0.9em] text-brand-800">
              [FIRSTNAME]
            </code>{' '}
            into action figures, Ghibli-style scenes, memes and GIFs — each recipient sees an image made for
            them.
          </p>

          <div className="mt-6 flex items-center gap-3" data-testid="hero-stat">
            <span className="flex size-10 items-center justify-center rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
              <MousePointerClick aria-hidden="true" className="size-5" />
            </span>
            <p className="text-sm text-slate-600">
              <strong className="block text-base font-bold text-slate-900">985% higher click-through</strong>
              with personalized images vs. generic visuals
            </p>
          </div>

          <div className="mt-8 max-w-xl">
            <HeroDemo />
          </div>
        </div>

        <HeroIllustration />
      </div>
    </section>
  );
}

/** Soft colour blobs behind the hero; clipped by the section so they never cause sideways scroll. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      {/* Radial gradients rather than a blurred shape: a 64 px blur over this area costs hundreds of
          milliseconds to rasterize on phones without GPU raster, delaying the first paint. A class
          (styles.css), not a style attribute: the prerendered hero is markup, and the CSP allows no
          inline style there (decision 025). */}
      <div className="hero-backdrop absolute -top-40 left-1/2 h-[40rem] w-[64rem] -translate-x-1/2" />
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(15_23_42/0.06)_1px,transparent_0)] [background-size:24px_24px] [mask-image:linear-gradient(to_bottom,black,transparent_70%)]" />
    </div>
  );
}
