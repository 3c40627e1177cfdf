import { WRESTLING_CAROUSEL_INTERVAL_MS, WRESTLING_FEATURED_COUNT } from '@mergepix/core';
import { CharacterArt } from '@/components/illustrations/landing/character-art';
import { Carousel, ShowcaseSlideText } from '@/components/ui/carousel';
import type { FeaturedCharacter } from './landing-content';

/**
 * The wrestling page's featured legends (docs/product.md#features-hub-and-landing-pages): the first
 * WRESTLING_FEATURED_COUNT, advancing every WRESTLING_CAROUSEL_INTERVAL_MS. Autoplay holds while hovered,
 * while keyboard focus is inside, under reduced motion and after the pause button (shared `Carousel`). The
 * root's `data-index` is the 0-based current slide and `data-paused` whether autoplay is holding; each slide
 * carries its own 0-based `data-index`.
 */
export function LegendCarousel({ items, label }: { items: readonly FeaturedCharacter[]; label: string }) {
  const legends = items.slice(0, WRESTLING_FEATURED_COUNT);
  const count = legends.length;

  return (
    <Carousel
      items={legends}
      itemKey={(legend) => legend.id}
      autoplayMs={WRESTLING_CAROUSEL_INTERVAL_MS}
      testId="legend-carousel"
      slideTestId="legend-slide"
      label={label}
      labels={{ previous: 'Previous legend', next: 'Next legend', dot: (n) => `Go to legend ${n}` }}
      variant="showcase"
      className="mt-12 py-8"
      viewportClassName="mt-8"
      glow={['bg-amber-500/30', 'bg-brand-600/30']}
      renderSlide={(legend, i) => (
        <>
          <CharacterArt
            id={legend.id}
            label={legend.artLabel}
            className="mx-auto h-auto w-full max-w-64 rounded-2xl shadow-2xl sm:max-w-72"
          />
          <ShowcaseSlideText
            counter={`Legend ${i + 1} of ${count}`}
            title={legend.title}
            headingLevel={3}
            description={legend.tagline}
          />
        </>
      )}
    />
  );
}
