import { FigureLandingPage } from '@/features/generators/landing/figure-landing-page';
import { MUSIC_CONTENT } from './landing-copy';

/** Music star action figures (`/features/music-star-action-figures`), flagged NEW FEATURE. */
export function MusicStarActionFiguresPage() {
  return <FigureLandingPage content={MUSIC_CONTENT} />;
}

export default MusicStarActionFiguresPage;
