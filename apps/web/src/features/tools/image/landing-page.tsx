import { lazy } from 'react';
import { HubArt } from '@/components/illustrations/hub/hub-art';
import { ToolLandingPage, ToolLandingShell } from '@/components/tool-kit/landing/tool-landing-page';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { AI_IMAGE_CONTENT } from './landing-copy';

const AiImageGenerator = lazy(() =>
  import('./ai-image-generator').then((m) => ({ default: m.AiImageGenerator })),
);

const heroArt = (
  <HubArt art="image" className="mx-auto w-full max-w-md rounded-3xl shadow-2xl ring-1 ring-black/5" />
);

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <ToolLandingShell content={AI_IMAGE_CONTENT} visual={heroArt} />;
}

/** AI image generator (`/features/ai-image`). */
export default function AiImagePage() {
  // The visitor's own values only: the samples are never sent (docs/product.md#personalization-tokens).
  const { values: tokens } = useTokenValues();
  return (
    <ToolLandingPage content={AI_IMAGE_CONTENT} visual={heroArt} studioTool="image">
      <AiImageGenerator tokens={tokens} headingLevel={3} />
    </ToolLandingPage>
  );
}
