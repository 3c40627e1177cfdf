import { useLayoutEffect } from 'react';
import { CtaBanner } from '@/components/layout/cta-banner';
import { PATHS } from '@/config/paths';
import { FaqSection } from '@/features/marketing/sections/faq-section';
import { FeaturesSection } from '@/features/marketing/sections/features-section';
import { HowItWorksSection } from '@/features/marketing/sections/how-it-works-section';
import { IntegrationsSection } from '@/features/marketing/sections/integrations-section';
import { TemplatesSection } from '@/features/marketing/sections/templates-section';
import { TestimonialsSection } from '@/features/marketing/sections/testimonials-section';
import { hashToElementId } from '@/lib/scroll';

/**
 * Everything on the home page below the hero, in the documented order
 * (docs/product.md#home-and-marketing-pages). Loaded as its own chunk so the hero paints from the small home
 * chunk first; see home-page.tsx.
 */
export function HomeSections() {
  useRealignHashTarget();
  return (
    <>
      <HowItWorksSection />
      <FeaturesSection />
      <TemplatesSection />
      <IntegrationsSection />
      <TestimonialsSection />
      <FaqSection />
      <CtaBanner
        title="Ready to make every image personal?"
        subtitle="Open the studio, drop in [FIRSTNAME] and watch one design become a thousand personal moments."
        buttonLabel="Start Creating Now"
        to={PATHS.editor}
      />
    </>
  );
}

/**
 * The footer (#contact) exists before these sections do, so the scroll manager may already have
 * scrolled to it; once the sections push it down, scroll to the hash target again. Targets inside
 * the sections are found by the scroll manager itself when they appear. Runs once, on mount.
 */
function useRealignHashTarget() {
  useLayoutEffect(() => {
    const id = hashToElementId(window.location.hash);
    if (id === null) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
}
