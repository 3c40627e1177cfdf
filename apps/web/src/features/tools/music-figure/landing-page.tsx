import { FigureLandingPage, FigureLandingShell } from '@/components/tool-kit/landing/figure-landing-page';
import { MUSIC_CONTENT } from './landing-copy';

/** Music star action figures (`/features/music-star-action-figures`), flagged NEW FEATURE. */
export function MusicStarActionFiguresPage() {
  return <FigureLandingPage content={MUSIC_CONTENT} studioTool="music-figure" />;
}

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <FigureLandingShell content={MUSIC_CONTENT} />;
}

export default MusicStarActionFiguresPage;
