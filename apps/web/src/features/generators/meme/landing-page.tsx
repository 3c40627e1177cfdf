import { DEMO_TOKENS } from '@/features/generators/landing/demo-tokens';
import { ToolLandingPage, ToolLandingShell } from '@/features/generators/landing/tool-landing-page';
import { MemeHeroVisual } from './hero-visual';
import { MEME_CONTENT } from './landing-copy';
import { LazyMemeGenerator } from './lazy-meme-generator';

/** AI-Enhanced Meme Generator (`/features/meme-generator`). */
export function MemeGeneratorPage() {
  return (
    <ToolLandingPage content={MEME_CONTENT} visual={<MemeHeroVisual />} studioTool="meme">
      <LazyMemeGenerator tokens={DEMO_TOKENS} headingLevel={3} />
    </ToolLandingPage>
  );
}

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <ToolLandingShell content={MEME_CONTENT} visual={<MemeHeroVisual />} />;
}

export default MemeGeneratorPage;
