import { Pause, Play } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { CarouselControls } from './carousel-controls';
import { slideLabel } from './carousel-index';
import { Heading, type HeadingLevel } from './heading';
import { useCarousel } from './use-carousel';

/** Accessible names of a carousel's controls, e.g. "Previous slide", "Next slide", n => `Go to slide ${n}`. */
export interface CarouselLabels {
  previous: string;
  next: string;
  dot: (oneBasedNumber: number) => string;
}

/** Props of {@link Carousel}. */
export interface CarouselProps<T> {
  items: readonly T[];
  /** Stable React key of an item. */
  itemKey: (item: T) => string;
  /** Renders the inside of one slide; the slide wrapper (role, labels, test id) is supplied. */
  renderSlide: (item: T, index: number) => ReactNode;
  /** Advance automatically every this many ms (adds the play/pause button); omit for manual only. */
  autoplayMs?: number;
  /** `data-testid` of the carousel root, e.g. "figure-carousel". */
  testId: string;
  /** `data-testid` of every slide, e.g. "figure-slide". */
  slideTestId: string;
  /** The carousel's accessible name: a label, or the id of a visible title. */
  label?: string;
  labelledBy?: string;
  labels: CarouselLabels;
  /**
   * `plain`: bare slides and light controls, styled by the caller. `showcase`: a dark rounded
   * panel with dark controls and two-column (art | text) slides.
   */
  variant?: 'plain' | 'showcase';
  /** Classes of the root section (with `showcase`, margins and vertical padding). */
  className?: string;
  /** Extra classes of the clipping viewport around the slides (margins, rounding). */
  viewportClassName?: string;
  /** Classes of each slide (layout, padding). */
  slideClassName?: string;
  /** Two blurred colour blobs behind a dark panel: background classes for top-right and bottom-left. */
  glow?: readonly [topRight: string, bottomLeft: string];
  /** Rendered above the slides, e.g. a title and a link. */
  header?: ReactNode;
}

/**
 * A WAI-ARIA carousel shared by the marketing and landing pages: a labelled `section` with
 * `aria-roledescription="carousel"`, a sliding track of `role="group"` slides ("2 of 4"; only the
 * current one is exposed and focusable), previous/next/dot controls and, with autoplay, a
 * play/pause button (WCAG 2.2.2). State and autoplay rules come from {@link useCarousel}.
 * For tests the root carries `data-index` (0-based current slide) and `data-paused` (autoplay
 * holding), and each slide its own 0-based `data-index` and `data-current`.
 */
export function Carousel<T>({
  items,
  itemKey,
  renderSlide,
  autoplayMs,
  testId,
  slideTestId,
  label,
  labelledBy,
  labels,
  variant = 'plain',
  className,
  viewportClassName,
  slideClassName,
  glow,
  header,
}: CarouselProps<T>) {
  const count = items.length;
  const carousel = useCarousel({ count, autoplayMs });
  const slidesId = useId();
  const showcase = variant === 'showcase';
  const tone = showcase ? 'dark' : 'light';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      aria-labelledby={labelledBy}
      data-testid={testId}
      data-index={carousel.index}
      data-paused={carousel.paused ? 'true' : 'false'}
      className={cn(
        showcase &&
          'relative isolate overflow-hidden rounded-3xl bg-slate-950 px-4 text-white sm:px-10 sm:py-12',
        className,
      )}
      {...carousel.rootHandlers}
    >
      {glow ? (
        <>
          <div
            aria-hidden="true"
            className={cn('absolute -top-24 -right-24 -z-10 size-80 rounded-full blur-3xl', glow[0])}
          />
          <div
            aria-hidden="true"
            className={cn('absolute -bottom-32 -left-20 -z-10 size-80 rounded-full blur-3xl', glow[1])}
          />
        </>
      ) : null}
      {header}

      <div className={cn('overflow-hidden', viewportClassName)}>
        <div
          id={slidesId}
          aria-live={carousel.paused ? 'polite' : 'off'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${carousel.index * 100}%)` }}
        >
          {items.map((item, i) => {
            const current = i === carousel.index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern labels each slide as a group ("3 of 12"); a fieldset would announce a form.
              <div
                key={itemKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(i, count)}
                aria-hidden={current ? undefined : true}
                inert={!current}
                data-testid={slideTestId}
                data-index={i}
                data-current={current ? 'true' : 'false'}
                className={cn(
                  'w-full shrink-0',
                  showcase && 'grid items-center gap-8 md:grid-cols-2 md:gap-12',
                  slideClassName,
                )}
              >
                {renderSlide(item, i)}
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
          previousLabel={labels.previous}
          nextLabel={labels.next}
          dotLabel={labels.dot}
          slidesId={slidesId}
          tone={tone}
        >
          {carousel.autoplay ? (
            <button
              type="button"
              onClick={carousel.togglePlaying}
              aria-label={carousel.playing ? 'Pause slideshow' : 'Play slideshow'}
              className={cn(
                'flex size-11 cursor-pointer items-center justify-center rounded-full transition-colors',
                tone === 'dark'
                  ? [
                      'text-white ring-1 ring-white/25 hover:bg-white/20',
                      carousel.playing ? 'bg-white/10' : 'bg-brand-600',
                    ]
                  : carousel.playing
                    ? 'bg-white text-slate-800 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50'
                    : 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
              )}
            >
              {carousel.playing ? (
                <Pause aria-hidden="true" className="size-5" />
              ) : (
                <Play aria-hidden="true" className="size-5" />
              )}
            </button>
          ) : null}
        </CarouselControls>
      </div>
    </section>
  );
}

/** Props of {@link ShowcaseSlideText}. */
export interface ShowcaseSlideTextProps {
  /** Position line above the title, e.g. "Style 3 of 12". */
  counter: string;
  title: ReactNode;
  headingLevel: HeadingLevel;
  description: ReactNode;
  /** Extra lines under the description. */
  children?: ReactNode;
}

/** Text column of a slide on a `showcase` carousel: position, large title and description. */
export function ShowcaseSlideText({
  counter,
  title,
  headingLevel,
  description,
  children,
}: ShowcaseSlideTextProps) {
  return (
    <div className="text-center md:text-left">
      <p className="text-sm font-medium text-slate-300">{counter}</p>
      <Heading level={headingLevel} className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {title}
      </Heading>
      <p className="mt-4 text-base leading-7 text-slate-300 sm:text-lg">{description}</p>
      {children}
    </div>
  );
}
