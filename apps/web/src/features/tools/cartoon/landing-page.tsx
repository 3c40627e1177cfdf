import { CARTOON_STYLES_INITIAL_COUNT, CARTOON_THEMES } from '@mergepix/core';
import { lazy } from 'react';
import { CartoonArt } from '@/components/illustrations/hub/style-art';
import { ART_FONT } from '@/components/illustrations/kit/fonts';
import { GENERATOR_ANCHOR } from '@/components/tool-kit/landing/landing-content';
import { ToolLandingPage, ToolLandingShell } from '@/components/tool-kit/landing/tool-landing-page';
import { TitledSection } from '@/components/ui/heading';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { CARTOON_CONTENT, CARTOON_GALLERY } from './landing-copy';
import { ThemePreview } from './theme-grid';

// Imported lazily: the page renders it when the visitor nears it (landing/load-when-near.tsx), so
// the first load carries only the hero and the page around it.
const CartoonGenerator = lazy(() =>
  import('./cartoon-generator').then((m) => ({ default: m.CartoonGenerator })),
);

/** The hero picture: a photo turned into a comic panel (decorative, inline SVG). */
function HeroVisual() {
  return (
    <div className="overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-slate-200">
      <svg
        viewBox="0 0 240 180"
        aria-hidden="true"
        focusable="false"
        fontFamily={ART_FONT}
        className="block h-auto w-full"
      >
        <CartoonArt />
      </svg>
    </div>
  );
}

/**
 * The first 8 styles, each with its preview (docs/product.md#cartoon-generator: the page shows the first 8 of
 * 20+ styles).
 */
function StyleGallery() {
  const first = CARTOON_THEMES.slice(0, CARTOON_STYLES_INITIAL_COUNT);
  return (
    <TitledSection
      id="styles"
      data-testid="cartoon-gallery"
      className="render-when-visible bg-white"
      header={CARTOON_GALLERY}
    >
      <ul className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-4">
        {first.map((theme) => (
          <li key={theme.id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <ThemePreview theme={theme} />
            <p className="px-3 py-2.5 text-sm font-semibold text-slate-900">{theme.label}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <a
          href={`#${GENERATOR_ANCHOR}`}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          See all {CARTOON_THEMES.length} styles in the generator
        </a>
      </p>
    </TitledSection>
  );
}

/** Cartoon styles (`/features/cartoon-style`). */
export function CartoonStylePage() {
  // The visitor's own values only: the samples are never sent (docs/product.md#personalization-tokens).
  const { values: tokens } = useTokenValues();
  return (
    <ToolLandingPage
      content={CARTOON_CONTENT}
      visual={<HeroVisual />}
      studioTool="cartoon"
      extra={<StyleGallery />}
    >
      <CartoonGenerator tokens={tokens} headingLevel={3} />
    </ToolLandingPage>
  );
}

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <ToolLandingShell content={CARTOON_CONTENT} visual={<HeroVisual />} />;
}

export default CartoonStylePage;
