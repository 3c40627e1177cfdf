import { lazy } from 'react';
import { ToolLandingPage, ToolLandingShell } from '@/components/tool-kit/landing/tool-landing-page';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { GHIBLI_CONTENT as CONTENT, GHIBLI_MOODS } from './landing-copy';
import { HeroSamples, MoodGallery } from './sample-gallery';

// Imported lazily: the page renders it when the visitor nears it (landing/load-when-near.tsx),
// keeping the page's first load within its JavaScript budget.
const GhibliGenerator = lazy(() =>
  import('./ghibli-generator').then((m) => ({ default: m.GhibliGenerator })),
);

/** Roughly the generator's height, so the page does not jump when it arrives. */
const GENERATOR_PLACEHOLDER = 'min-h-[150rem] lg:min-h-[80rem]';

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <ToolLandingShell content={CONTENT} visual={<HeroSamples />} />;
}

/**
 * Studio Ghibli Style Image Creator (`/features/ghibli-style`): hero, the generator (#generator),
 * how-to, features, the four-moods gallery, use cases, FAQ and "Start Creating Now", which opens
 * the tool in the studio.
 */
export function GhibliStylePage() {
  // The visitor's own values only: the samples are never sent (docs/product.md#personalization-tokens).
  const { values: tokens } = useTokenValues();
  return (
    <ToolLandingPage
      content={CONTENT}
      visual={<HeroSamples />}
      studioTool="ghibli"
      extra={<MoodGallery copy={GHIBLI_MOODS} />}
      generatorReserve={GENERATOR_PLACEHOLDER}
    >
      <GhibliGenerator tokens={tokens} headingLevel={3} />
    </ToolLandingPage>
  );
}

export default GhibliStylePage;
