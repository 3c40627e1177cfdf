import { lazy } from 'react';
import { HubArt } from '@/components/illustrations/hub/hub-art';
import { ToolLandingPage, ToolLandingShell } from '@/components/tool-kit/landing/tool-landing-page';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { CRAZY_CONTENT } from './landing-copy';

const CrazyGenerator = lazy(() => import('./crazy-generator').then((m) => ({ default: m.CrazyGenerator })));

const heroArt = (
  <HubArt art="crazy" className="mx-auto w-full max-w-md rounded-3xl shadow-2xl ring-1 ring-black/5" />
);

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <ToolLandingShell content={CRAZY_CONTENT} visual={heroArt} />;
}

/**
 * Crazy image (`/features/crazy-image`): the original linked it without content; this is its page
 * (docs/product.md#ai-image-and-crazy-image).
 */
export default function CrazyImagePage() {
  // The visitor's own values only: the samples are never sent (docs/product.md#personalization-tokens).
  const { values: tokens } = useTokenValues();
  return (
    <ToolLandingPage content={CRAZY_CONTENT} visual={heroArt}>
      <CrazyGenerator tokens={tokens} headingLevel={3} />
    </ToolLandingPage>
  );
}
