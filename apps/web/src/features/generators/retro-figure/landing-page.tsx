import { FigureLandingPage } from '@/features/generators/landing/figure-landing-page';
import { RETRO_CONTENT } from './landing-copy';

/** Retro action figures (`/features/retro-action-figures`). */
export function RetroActionFiguresPage() {
  return <FigureLandingPage content={RETRO_CONTENT} />;
}

export default RetroActionFiguresPage;
