import { FigureLandingPage } from './figure-landing-page';
import { RETRO_CONTENT } from './retro-content';

/** Retro action figures (`/features/retro-action-figures`). */
export function RetroActionFiguresPage() {
  return <FigureLandingPage content={RETRO_CONTENT} />;
}

export default RetroActionFiguresPage;
