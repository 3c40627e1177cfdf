import { FigureLandingPage, FigureLandingShell } from '@/components/tool-kit/landing/figure-landing-page';
import { RETRO_CONTENT } from './landing-copy';

/** Retro action figures (`/features/retro-action-figures`). */
export function RetroActionFiguresPage() {
  return <FigureLandingPage content={RETRO_CONTENT} />;
}

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <FigureLandingShell content={RETRO_CONTENT} />;
}

export default RetroActionFiguresPage;
