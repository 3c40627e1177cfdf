import { FigureLandingPage, FigureLandingShell } from '@/components/tool-kit/landing/figure-landing-page';
import { TV_CONTENT } from './landing-copy';

/** TV show action figures (`/features/tv-show-action-figures`). */
export function TvShowActionFiguresPage() {
  return <FigureLandingPage content={TV_CONTENT} studioTool="tv-figure" />;
}

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <FigureLandingShell content={TV_CONTENT} />;
}

export default TvShowActionFiguresPage;
