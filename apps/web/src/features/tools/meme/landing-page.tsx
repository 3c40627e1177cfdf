import { lazy } from 'react';
import { ToolLandingPage, ToolLandingShell } from '@/components/tool-kit/landing/tool-landing-page';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { MemeHeroVisual } from './hero-visual';
import { MEME_CONTENT } from './landing-copy';

// Imported lazily: the page renders it when the visitor nears it (landing/load-when-near.tsx).
const MemeGenerator = lazy(() => import('./meme-generator').then((m) => ({ default: m.MemeGenerator })));

/** AI-Enhanced Meme Generator (`/features/meme-generator`). */
export function MemeGeneratorPage() {
  // The visitor's own values only: the samples are never sent (docs/product.md#personalization-tokens).
  const { values: tokens } = useTokenValues();
  return (
    <ToolLandingPage
      content={MEME_CONTENT}
      visual={<MemeHeroVisual />}
      studioTool="meme"
      generatorReserve="min-h-[60rem]"
    >
      <MemeGenerator tokens={tokens} headingLevel={3} />
    </ToolLandingPage>
  );
}

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <ToolLandingShell content={MEME_CONTENT} visual={<MemeHeroVisual />} />;
}

export default MemeGeneratorPage;
