import { FigureLandingPage } from './figure-landing-page';
import { WRESTLING_CONTENT } from './wrestling-content';

/** Wrestling legend action figures (`/features/wrestling-action-figures`), with the legends carousel. */
export function WrestlingActionFiguresPage() {
  return <FigureLandingPage content={WRESTLING_CONTENT} />;
}

export default WrestlingActionFiguresPage;
