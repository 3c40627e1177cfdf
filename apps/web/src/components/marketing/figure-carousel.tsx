import { CAROUSEL_INTERVAL_MS, MARKETING_CLAIMS, substituteTokens } from '@mergepix/core';
import { ArrowRight, Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { CarouselControls } from './carousel-controls';
import { slideLabel } from './carousel-index';
import { FigureArt } from './figure-art';
import { FIGURE_SLIDES } from './figure-slides';
import { childLevel, Heading, type HeadingLevel } from './heading';
import { useCarousel } from './use-carousel';

/**
 * Action-figure styles carousel (spec §4): 12 slides, auto-advance every CAROUSEL_INTERVAL_MS,
 * paused while hovered, while keyboard focus is inside, under reduced motion or by the pause
 * button; previous/next wrap, dots jump. `data-index` is the 0-based current slide and
 * `data-paused` whether autoplay is holding, for tests.
 */
export function FigureCarousel({ headingLevel }: { headingLevel: HeadingLevel }) {
  const count = FIGURE_SLIDES.length;
  const carousel = useCarousel({ count, autoplayMs: CAROUSEL_INTERVAL_MS });
  const slidesId = useId();
  const titleId = useId();
  const slideLevel = childLevel(headingLevel);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      data-testid="figure-carousel"
      data-index={carousel.index}
      data-paused={carousel.paused ? 'true' : 'false'}
      className="relative isolate mt-20 overflow-hidden rounded-3xl bg-slate-950 px-4 py-10 text-white sm:px-10 sm:py-12"
      {...carousel.rootHandlers}
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-brand-600/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-20 -z-10 size-80 rounded-full bg-accent-600/25 blur-3xl"
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-brand-200">
            {MARKETING_CLAIMS.actionFigureStyles.value} {MARKETING_CLAIMS.actionFigureStyles.label}
          </p>
          <Heading level={headingLevel} id={titleId} className="mt-1 text-2xl font-bold sm:text-3xl">
            Action figures of every customer
          </Heading>
        </div>
        <Link
          to="/features/action-figures"
          className="inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-brand-200 hover:text-white sm:self-auto"
        >
          Explore action figures
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>

      <div className="mt-8 overflow-hidden">
        <div
          id={slidesId}
          aria-live={carousel.paused ? 'polite' : 'off'}
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${carousel.index * 100}%)` }}
        >
          {FIGURE_SLIDES.map((slide, i) => {
            const current = i === carousel.index;
            const boxTitle = substituteTokens(slide.preview, { FIRSTNAME: slide.sampleName });
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern labels each slide as a group ("3 of 12"); a fieldset would announce a form.
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(i, count)}
                aria-hidden={current ? undefined : true}
                inert={!current}
                data-testid="figure-slide"
                className="grid w-full shrink-0 items-center gap-8 md:grid-cols-2 md:gap-12"
              >
                <FigureArt
                  look={slide.look}
                  boxTitle={boxTitle}
                  label={`${slide.name} action figure in its box, labelled ${boxTitle}`}
                  className="mx-auto h-auto w-full max-w-60 drop-shadow-2xl sm:max-w-64"
                />
                <div className="text-center md:text-left">
                  <p className="text-sm font-medium text-slate-300">
                    Style {i + 1} of {count}
                  </p>
                  <Heading
                    level={slideLevel}
                    className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl"
                  >
                    {slide.name}
                  </Heading>
                  <p className="mt-4 text-base leading-7 text-slate-300 sm:text-lg">{slide.description}</p>
                  <p className="mt-6 inline-flex flex-wrap items-center justify-center gap-2 rounded-xl bg-white/10 px-3 py-2 text-sm ring-1 ring-white/15">
                    <span className="text-slate-300">Box title</span>
                    <code className="rounded-md bg-white/15 px-1.5 py-0.5 font-mono text-white">
                      {slide.preview}
                    </code>
                  </p>
                </div>
              </div>
            );
          })}
        </div>
      </div>

      <div className="mt-8">
        <CarouselControls
          count={count}
          index={carousel.index}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          onGoTo={carousel.goTo}
          previousLabel="Previous slide"
          nextLabel="Next slide"
          dotLabel={(n) => `Go to slide ${n}`}
          slidesId={slidesId}
          tone="dark"
        >
          <button
            type="button"
            onClick={carousel.togglePlaying}
            aria-label={carousel.playing ? 'Pause slideshow' : 'Play slideshow'}
            className={cn(
              'flex size-11 cursor-pointer items-center justify-center rounded-full text-white ring-1 ring-white/25 transition-colors hover:bg-white/20',
              carousel.playing ? 'bg-white/10' : 'bg-brand-600',
            )}
          >
            {carousel.playing ? (
              <Pause aria-hidden="true" className="size-5" />
            ) : (
              <Play aria-hidden="true" className="size-5" />
            )}
          </button>
        </CarouselControls>
      </div>
    </section>
  );
}
