import { useLayoutEffect } from 'react';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { FaqSection } from '@/components/marketing/faq-section';
import { FeaturesSection } from '@/components/marketing/features-section';
import { HowItWorksSection } from '@/components/marketing/how-it-works-section';
import { IntegrationsSection } from '@/components/marketing/integrations-section';
import { TemplatesSection } from '@/components/marketing/templates-section';
import { TestimonialsSection } from '@/components/marketing/testimonials-section';
import { hashToElementId } from '@/lib/scroll';

/**
 * Everything on the home page below the hero, in spec order (§2). Loaded as its own chunk so the
 * hero paints from the small home chunk first; see home-page.tsx.
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
        to="/editor"
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
