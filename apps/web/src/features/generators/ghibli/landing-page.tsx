import { HubArt } from '@/components/illustrations/hub/hub-art';
import { DEMO_TOKENS } from '@/features/generators/landing/demo-tokens';
import { ToolLandingPage, ToolLandingShell } from '@/features/generators/landing/tool-landing-page';
import { GhibliGenerator } from './ghibli-generator';
import { GHIBLI_CONTENT as CONTENT } from './landing-copy';

/** A painted hillside with a cottage and a name sign; decorative, the copy says what it shows. */
function HeroScene() {
  return (
    <div className="relative mx-auto w-full max-w-md">
      <HubArt art="ghibli" className="aspect-[4/3] w-full rounded-3xl shadow-2xl ring-1 ring-black/5" />
    </div>
  );
}

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <ToolLandingShell content={CONTENT} visual={<HeroScene />} />;
}

/**
 * Studio Ghibli Style Image Creator (`/features/ghibli-style`): hero, the generator (#generator),
 * how-to, features, use cases, FAQ and "Start Creating Now", which opens the tool in the studio.
 */
export function GhibliStylePage() {
  return (
    <ToolLandingPage content={CONTENT} visual={<HeroScene />} studioTool="ghibli">
      <GhibliGenerator tokens={DEMO_TOKENS} headingLevel={3} />
    </ToolLandingPage>
  );
}

export default GhibliStylePage;
