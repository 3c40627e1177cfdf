import { Quote } from 'lucide-react';
import { useId } from 'react';
import { CarouselControls } from './carousel-controls';
import { slideLabel } from './carousel-index';
import { MarketingSection, SectionHeader, type SectionProps } from './heading';
import { StarRating } from './star-rating';
import { TestimonialAvatar } from './testimonial-avatar';
import { TESTIMONIALS } from './testimonials-data';
import { useCarousel } from './use-carousel';

/**
 * Customer quotes in a carousel (#testimonials; spec §4): wrap-around previous/next and dots, and
 * deliberately no auto-advance — quotes are read at the reader's pace. `data-index` is 0-based.
 */
export function TestimonialsSection({ headingLevel = 2 }: SectionProps) {
  const count = TESTIMONIALS.length;
  const carousel = useCarousel({ count });
  const slidesId = useId();

  return (
    <MarketingSection
      id="testimonials"
      className="relative isolate overflow-hidden bg-linear-to-b from-brand-50 to-white"
    >
      <SectionHeader
        titleId="testimonials-title"
        level={headingLevel}
        eyebrow="Testimonials"
        title="Marketers see the difference in a week"
        description="What teams say after their first personalized campaign."
      />
      <section
        aria-roledescription="carousel"
        aria-label="Customer testimonials"
        data-testid="testimonial-carousel"
        data-index={carousel.index}
        className="mx-auto mt-12 max-w-3xl"
      >
        <div className="overflow-hidden rounded-3xl">
          <div
            id={slidesId}
            aria-live="polite"
            className="flex transition-transform duration-500 ease-out"
            style={{ transform: `translateX(-${carousel.index * 100}%)` }}
          >
            {TESTIMONIALS.map((testimonial, i) => {
              const current = i === carousel.index;
              return (
                // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern labels each slide as a group ("3 of 12"); a fieldset would announce a form.
                <figure
                  key={testimonial.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={slideLabel(i, count)}
                  aria-hidden={current ? undefined : true}
                  inert={!current}
                  data-testid="testimonial-slide"
                  className="relative w-full shrink-0 bg-white p-7 shadow-sm ring-1 ring-slate-200 ring-inset sm:p-10"
                >
                  <Quote
                    aria-hidden="true"
                    className="absolute top-6 right-6 size-12 text-brand-100 sm:size-16"
                  />
                  <StarRating rating={testimonial.rating} />
                  <blockquote className="relative mt-5 text-lg leading-8 font-medium text-pretty text-slate-900 sm:text-xl sm:leading-9">
                    <p>“{testimonial.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-7 flex items-center gap-4">
                    <TestimonialAvatar
                      name={testimonial.name}
                      art={testimonial.image}
                      className="size-14 shrink-0"
                    />
                    <span>
                      <span className="block font-bold text-slate-950">{testimonial.name}</span>
                      <span className="block text-sm text-slate-600">{testimonial.role}</span>
                    </span>
                  </figcaption>
                </figure>
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
            previousLabel="Previous testimonial"
            nextLabel="Next testimonial"
            dotLabel={(n) => `Show testimonial ${n}`}
            slidesId={slidesId}
          />
        </div>
      </section>
      <p className="mt-6 text-center text-xs text-slate-500">
        Illustrative stories: names, companies and avatars are fictional.
      </p>
    </MarketingSection>
  );
}
