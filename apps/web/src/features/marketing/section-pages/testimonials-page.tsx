import { TestimonialsSection } from '@/features/marketing/sections/testimonials-section';
import { SectionPage } from './section-page';

/** `/testimonials` route: the testimonials carousel section on its own. */
export function TestimonialsPage() {
  return (
    <SectionPage title="Testimonials">
      <TestimonialsSection headingLevel={1} />
    </SectionPage>
  );
}
