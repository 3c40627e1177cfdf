import type { FeatureId } from '@mergepix/core';
import { lazy } from 'react';
import { CharacterArt } from '@/components/illustrations/landing/character-art';
import { CtaBanner } from '@/components/layout/cta-banner';
import { PATHS } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DEMO_TOKENS } from './demo-tokens';
import { FeaturedCharacters } from './featured-characters';
import type { FigureLandingContent } from './landing-content';
import { LandingFaq } from './landing-faq';
import { LandingArticle, LandingHero, landingTitleId } from './landing-hero';
import { GeneratorSection, ItemsSection } from './landing-sections';
import { LoadWhenNear } from './load-when-near';

const CharacterGenerator = lazy(() =>
  import('@/features/generators/character-panel/character-generator').then((m) => ({
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

/** The page's first screen. */
export function FigureLandingHero({ content }: { content: FigureLandingContent }) {
  return (
    <LandingHero
      copy={content.hero}
      titleId={landingTitleId(content.slug)}
      visual={<HeroShelf content={content} />}
    />
  );
}

/** The first screen inside the page's article, as the build prerenders it (src/prerender/shells.tsx). */
export function FigureLandingShell({ content }: { content: FigureLandingContent }) {
  return (
    <LandingArticle slug={content.slug}>
      <FigureLandingHero content={content} />
    </LandingArticle>
  );
}

/**
 * A character landing page (retro, music star, TV show, wrestling) rendered from its content:
 * hero, the embedded generator (#generator), how-to, features, featured characters, use cases,
 * FAQ and the closing call to action to the studio, which opens the page's own tool there when
 * it has one.
 */
export function FigureLandingPage({
  content,
  studioTool,
}: {
  content: FigureLandingContent;
  studioTool?: FeatureId;
}) {
  useDocumentTitle(content.documentTitle);

  return (
    <LandingArticle slug={content.slug}>
      <FigureLandingHero content={content} />
      <GeneratorSection copy={content.generator}>
        <LoadWhenNear>
          <CharacterGenerator set={content.set} tokens={DEMO_TOKENS} headingLevel={3} />
        </LoadWhenNear>
      </GeneratorSection>
      <ItemsSection id="how-to" copy={content.howTo} items={content.howTo.steps} variant="steps" />
      <ItemsSection
        id="features"
        copy={content.features}
        items={content.features.items}
        columns={4}
        className="bg-linear-to-b from-white to-brand-50/60"
      />
      <FeaturedCharacters featured={content.featured} />
      <ItemsSection id="use-cases" copy={content.useCases} items={content.useCases.items} columns={3} />
      <LandingFaq copy={content.faq} items={content.faq.items} />
      <CtaBanner
        id="get-started"
        title={content.cta.title}
        subtitle={content.cta.subtitle}
        buttonLabel={content.cta.buttonLabel}
        to={PATHS.editor}
        state={studioTool ? { selectedFeature: studioTool } : undefined}
      />
    </LandingArticle>
  );
}
