import type { FeatureId } from '@mergepix/core';
import type { ReactNode } from 'react';
import { CtaBanner } from '@/components/layout/cta-banner';
import { PATHS } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { ToolLandingContent } from './landing-content';
import { LandingFaq } from './landing-faq';
import { LandingArticle, LandingHero, landingTitleId } from './landing-hero';
import { GeneratorSection, ItemsSection } from './landing-sections';
import { LoadWhenNear } from './load-when-near';

/** Props of {@link ToolLandingShell}. */
export interface ToolLandingShellProps {
  content: ToolLandingContent;
  /** The hero's picture. */
  visual: ReactNode;
}

/** The first screen inside the page's article, as the build prerenders it (src/prerender/shells.tsx). */
export function ToolLandingShell({ content, visual }: ToolLandingShellProps) {
  return (
    <LandingArticle slug={content.slug}>
      <LandingHero copy={content.hero} titleId={landingTitleId(content.slug)} visual={visual} />
    </LandingArticle>
  );
}

/** Props of {@link ToolLandingPage}. */
export interface ToolLandingPageProps extends ToolLandingShellProps {
  /** The tool the closing call to action opens in the studio. */
  studioTool?: FeatureId;
  /**
   * The embedded generator: import it lazily (`React.lazy`) so the page's first load stays its
   * first screen; it renders when the visitor nears it.
   */
  children: ReactNode;
  /** A section of the tool's own between the features and the use cases (a gallery, say). */
  extra?: ReactNode;
  /** Room kept for the generator while it loads (Tailwind min-height classes). */
  generatorReserve?: string;
}

/**
 * A style or media tool's landing page (docs/product.md#features-hub-and-landing-pages): hero, the embedded
 * generator (#generator), how-to steps, features, the tool's own section, use cases, FAQ and "Start Creating
 * Now" to the studio, which opens this tool there.
 */
export function ToolLandingPage({
  content,
  visual,
  studioTool,
  children,
  extra,
  generatorReserve,
}: ToolLandingPageProps) {
  useDocumentTitle(content.documentTitle);
  return (
    <LandingArticle slug={content.slug}>
      <LandingHero copy={content.hero} titleId={landingTitleId(content.slug)} visual={visual} />
      <GeneratorSection copy={content.generator}>
        <LoadWhenNear reserve={generatorReserve}>{children}</LoadWhenNear>
      </GeneratorSection>
      <ItemsSection id="how-to" copy={content.howTo} items={content.howTo.steps} variant="steps" />
      <ItemsSection
        id="features"
        copy={content.features}
        items={content.features.items}
        columns={4}
        className="bg-linear-to-b from-white to-brand-50/60"
      />
      {extra}
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
