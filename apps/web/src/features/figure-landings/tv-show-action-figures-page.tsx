import { FigureLandingPage } from './figure-landing-page';
import { TV_CONTENT } from './tv-content';

/** TV show action figures (`/features/tv-show-action-figures`). */
export function TvShowActionFiguresPage() {
  return <FigureLandingPage content={TV_CONTENT} />;
}

export default TvShowActionFiguresPage;
