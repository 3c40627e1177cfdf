import { CAROUSEL_INTERVAL_MS, landingPath, MARKETING_CLAIMS, substituteTokens } from '@mergepix/core';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { FigureArt } from '@/components/illustrations/carousel/figure-art';
import { FIGURE_SLIDES } from '@/components/illustrations/carousel/figure-slides';
import { Carousel, ShowcaseSlideText } from '@/components/ui/carousel';
import { childLevel, Heading, type HeadingLevel } from '@/components/ui/heading';

/**
 * Action-figure styles carousel (docs/product.md#home-and-marketing-pages): 12 slides, auto-advance every
 * CAROUSEL_INTERVAL_MS, paused while hovered, while keyboard focus is inside, under reduced motion or by the
 * pause button; previous/next wrap, dots jump (shared `Carousel`). `data-index` is the 0-based current slide
 * and `data-paused` whether autoplay is holding, for tests.
 */
export function FigureCarousel({ headingLevel }: { headingLevel: HeadingLevel }) {
  const count = FIGURE_SLIDES.length;
  const titleId = useId();
  const slideLevel = childLevel(headingLevel);

  return (
    <Carousel
      items={FIGURE_SLIDES}
      itemKey={(slide) => slide.id}
      autoplayMs={CAROUSEL_INTERVAL_MS}
      testId="figure-carousel"
      slideTestId="figure-slide"
      labelledBy={titleId}
      labels={{ previous: 'Previous slide', next: 'Next slide', dot: (n) => `Go to slide ${n}` }}
      variant="showcase"
      className="mt-20 py-10"
      viewportClassName="mt-8"
      glow={['bg-brand-600/40', 'bg-accent-600/25']}
      header={
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
            to={landingPath('action-figure')}
            className="inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-brand-200 hover:text-white sm:self-auto"
          >
            Explore action figures
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      }
      renderSlide={(slide, i) => {
        const boxTitle = substituteTokens(slide.preview, { FIRSTNAME: slide.sampleName });
        return (
          <>
            <FigureArt
              look={slide.look}
              boxTitle={boxTitle}
              label={`${slide.name} action figure in its box, labelled ${boxTitle}`}
              className="mx-auto h-auto w-full max-w-60 drop-shadow-2xl sm:max-w-64"
            />
            <ShowcaseSlideText
              counter={`Style ${i + 1} of ${count}`}
              title={slide.name}
              headingLevel={slideLevel}
              description={slide.description}
            >
              <p className="mt-6 inline-flex flex-wrap items-center justify-center gap-2 rounded-xl bg-white/10 px-3 py-2 text-sm ring-1 ring-white/15">
                <span className="text-slate-300">Box title</span>
                <code className="rounded-md bg-white/15 px-1.5 py-0.5 font-mono text-white">
                  {slide.preview}
                </code>
              </p>
            </ShowcaseSlideText>
          </>
        );
      }}
    />
  );
}
