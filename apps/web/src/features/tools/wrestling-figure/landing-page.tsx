import { FigureLandingPage, FigureLandingShell } from '@/components/tool-kit/landing/figure-landing-page';
import { WRESTLING_CONTENT } from './landing-copy';

/** Wrestling legend action figures (`/features/wrestling-action-figures`), with the legends carousel. */
export function WrestlingActionFiguresPage() {
  return <FigureLandingPage content={WRESTLING_CONTENT} studioTool="wrestling-figure" />;
}

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <FigureLandingShell content={WRESTLING_CONTENT} />;
}

export default WrestlingActionFiguresPage;
