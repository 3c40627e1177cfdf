import { DEMO_TOKENS } from '@/features/generators/landing/demo-tokens';
import { ToolLandingPage, ToolLandingShell } from '@/features/generators/landing/tool-landing-page';
import { GhibliGenerator } from './ghibli-generator';
import { GHIBLI_CONTENT as CONTENT, GHIBLI_MOODS } from './landing-copy';
import { HeroSamples, MoodGallery } from './sample-gallery';

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <ToolLandingShell content={CONTENT} visual={<HeroSamples />} />;
}

/**
 * Studio Ghibli Style Image Creator (`/features/ghibli-style`): hero, the generator (#generator),
 * how-to, features, use cases, FAQ and "Start Creating Now", which opens the tool in the studio.
 */
export function GhibliStylePage() {
  return (
    <ToolLandingPage
      content={CONTENT}
      visual={<HeroSamples />}
      studioTool="ghibli"
      extra={<MoodGallery copy={GHIBLI_MOODS} />}
    >
      <GhibliGenerator tokens={DEMO_TOKENS} headingLevel={3} />
    </ToolLandingPage>
  );
}

export default GhibliStylePage;
