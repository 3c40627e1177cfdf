import { ACTION_FIGURE_TEMPLATES, type ActionFigureTemplateId } from '@mergepix/core';
import { lazy } from 'react';
import { CtaBanner } from '@/components/layout/cta-banner';
import { LandingFaq } from '@/components/tool-kit/landing/landing-faq';
import { LandingArticle, LandingHero, landingTitleId } from '@/components/tool-kit/landing/landing-hero';
import { GeneratorSection, ItemsSection } from '@/components/tool-kit/landing/landing-sections';
import { LoadWhenNear } from '@/components/tool-kit/landing/load-when-near';
import { PATHS } from '@/config/paths';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FigureDetails } from './figure-details-section';
import { ACTION_FIGURES_CONTENT as CONTENT } from './landing-copy';
import { TemplateGallery } from './template-gallery';

const ActionFigureCreator = lazy(() =>
  import('./action-figure-creator').then((m) => ({ default: m.ActionFigureCreator })),
);

/** Templates fanned out in the hero, centre card first. */
const HERO_TEMPLATES: readonly ActionFigureTemplateId[] = ['classic-blister', 'trading-card', 'bobblehead'];

/** Three template previews fanned out; decorative, the gallery below names every style. */
function HeroPreviews() {
  const [center, left, right] = HERO_TEMPLATES.map((id) => ACTION_FIGURE_TEMPLATES.find((t) => t.id === id));
  const side = 'absolute top-10 w-[46%] rounded-2xl shadow-xl ring-1 ring-black/5';
  return (
    <div className="relative mx-auto aspect-[10/7] w-full max-w-md">
      {left ? (
        <img src={left.preview} alt="" width={512} height={512} className={`${side} left-0 -rotate-6`} />
      ) : null}
      {right ? (
        <img src={right.preview} alt="" width={512} height={512} className={`${side} right-0 rotate-6`} />
      ) : null}
      {center ? (
        <img
          src={center.preview}
          alt=""
          width={512}
          height={512}
          fetchPriority="high"
          className="absolute top-0 left-1/2 w-[60%] -translate-x-1/2 rounded-2xl shadow-2xl ring-1 ring-black/5"
        />
      ) : null}
    </div>
  );
}

/** The page's first screen. */
export function ActionFiguresHero() {
  return <LandingHero copy={CONTENT.hero} titleId={landingTitleId(CONTENT.slug)} visual={<HeroPreviews />} />;
}

/** The first screen inside the page's article, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return (
    <LandingArticle slug={CONTENT.slug}>
      <ActionFiguresHero />
    </LandingArticle>
  );
}

/**
 * Action Figures (`/features/action-figures`): hero, the creator (#generator), four-step how-to,
 * packaging and accessories blurbs, the styles gallery, four use cases, FAQ and the call to action.
 */
export function ActionFiguresPage() {
  // The visitor's own values only: the samples are never sent (docs/product.md#personalization-tokens).
  const { values: tokens } = useTokenValues();
  useDocumentTitle(CONTENT.documentTitle);

  return (
    <LandingArticle slug={CONTENT.slug}>
      <ActionFiguresHero />
      <GeneratorSection copy={CONTENT.generator}>
        <LoadWhenNear>
          <ActionFigureCreator tokens={tokens} headingLevel={3} />
        </LoadWhenNear>
      </GeneratorSection>
      <ItemsSection id="how-to" copy={CONTENT.howTo} items={CONTENT.howTo.steps} variant="steps" />
      <FigureDetails copy={CONTENT.details} />
      <TemplateGallery copy={CONTENT.gallery} />
      <ItemsSection id="use-cases" copy={CONTENT.useCases} items={CONTENT.useCases.items} columns={4} />
      <LandingFaq copy={CONTENT.faq} items={CONTENT.faq.items} />
      <CtaBanner
        id="get-started"
        title={CONTENT.cta.title}
        subtitle={CONTENT.cta.subtitle}
        buttonLabel={CONTENT.cta.buttonLabel}
        to={PATHS.editor}
        state={{ selectedFeature: 'action-figure' }}
      />
    </LandingArticle>
  );
}

export default ActionFiguresPage;
