import { Quote } from 'lucide-react';
import { Carousel } from '@/components/ui/carousel';
import { type SectionProps, TitledSection } from '@/components/ui/heading';
import { StarRating } from './star-rating';
import { TestimonialAvatar } from './testimonial-avatar';
import { TESTIMONIALS } from './testimonials-data';

/**
 * Customer quotes in a carousel (#testimonials; docs/product.md#home-and-marketing-pages): wrap-around
 * previous/next and dots, and deliberately no auto-advance — quotes are read at the reader's pace (shared
 * `Carousel`). `data-index` is 0-based.
 */
export function TestimonialsSection({ headingLevel = 2 }: SectionProps) {
  return (
    <TitledSection
      id="testimonials"
      className="relative isolate overflow-hidden bg-linear-to-b from-brand-50 to-white"
      header={{
        level: headingLevel,
        eyebrow: 'Testimonials',
        title: 'Marketers see the difference in a week',
        description: 'What teams say after their first personalized campaign.',
      }}
    >
      <Carousel
        items={TESTIMONIALS}
        itemKey={(testimonial) => testimonial.id}
        testId="testimonial-carousel"
        slideTestId="testimonial-slide"
        label="Customer testimonials"
        labels={{
          previous: 'Previous testimonial',
          next: 'Next testimonial',
          dot: (n) => `Show testimonial ${n}`,
        }}
        className="mx-auto mt-12 max-w-3xl"
        viewportClassName="rounded-3xl"
        slideClassName="relative bg-white p-7 shadow-sm ring-1 ring-slate-200 ring-inset sm:p-10"
        renderSlide={(testimonial) => (
          <figure>
            <Quote aria-hidden="true" className="absolute top-6 right-6 size-12 text-brand-100 sm:size-16" />
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
        )}
      />
      <p className="mt-6 text-center text-xs text-slate-500">
        Illustrative stories: names, companies and avatars are fictional.
      </p>
    </TitledSection>
  );
}
