import type { FeatureId } from '@mergepix/core';
import { lazy } from 'react';
import { CharacterArt } from '@/components/illustrations/landing/character-art';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { FeaturedCharacters } from './featured-characters';
import type { FigureLandingContent } from './landing-content';
import { ToolLandingPage, ToolLandingShell } from './tool-landing-page';

const CharacterGenerator = lazy(() =>
  import('@/components/tool-kit/character-panel/character-generator').then((m) => ({
    default: m.CharacterGenerator,
  })),
);

/**
 * Three featured characters fanned out like boxes on a shelf. Decorative: the same characters are
 * described in the featured section below.
 */
function HeroShelf({ content }: { content: FigureLandingContent }) {
  const [first, second, third] = content.featured.items;
  const tilt = 'absolute top-8 w-[46%] rounded-2xl shadow-xl ring-1 ring-black/5';
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-[10/7] w-full max-w-md">
      {second ? (
        <CharacterArt id={second.id} label="" decorative className={`${tilt} left-0 -rotate-6`} />
      ) : null}
      {third ? (
        <CharacterArt id={third.id} label="" decorative className={`${tilt} right-0 rotate-6`} />
      ) : null}
      {first ? (
        <CharacterArt
          id={first.id}
          label=""
          decorative
          className="absolute top-0 left-1/2 w-[58%] -translate-x-1/2 rounded-2xl shadow-2xl ring-1 ring-black/5"
        />
      ) : null}
    </div>
  );
}

/** The first screen inside the page's article, as the build prerenders it (src/prerender/shells.tsx). */
export function FigureLandingShell({ content }: { content: FigureLandingContent }) {
  return <ToolLandingShell content={content} visual={<HeroShelf content={content} />} />;
}

/**
 * A character landing page (retro, music star, TV show, wrestling): the tool page's layout with
 * the character generator, and the featured characters between the features and the use cases.
 * The closing call to action opens the page's own tool in the studio when it has one.
 */
export function FigureLandingPage({
  content,
  studioTool,
}: {
  content: FigureLandingContent;
  studioTool?: FeatureId;
}) {
  // The visitor's own values only: the samples are never sent (docs/product.md#personalization-tokens).
  const { values: tokens } = useTokenValues();
  return (
    <ToolLandingPage
      content={content}
      visual={<HeroShelf content={content} />}
      studioTool={studioTool}
      extra={<FeaturedCharacters featured={content.featured} />}
    >
      <CharacterGenerator set={content.set} tokens={tokens} headingLevel={3} />
    </ToolLandingPage>
  );
}
