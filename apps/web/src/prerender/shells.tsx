// Build-time entry (vite build --ssr): renders the first screen (header and hero) of the pages
// people land on to static HTML. scripts/prerender-pages.mjs writes each into
// dist/prerendered/<path>/index.html, which the server answers for that path, so the hero's
// heading (the largest paint) shows before any JavaScript runs.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Header } from '@/components/layout/header';
import { ACTION_FIGURES_CONTENT } from '@/features/generators/action-figure/landing-copy';
import { ActionFiguresHero } from '@/features/generators/action-figure/landing-page';
import { FigureLandingHero } from '@/features/generators/landing/figure-landing-page';
import type { FigureLandingContent } from '@/features/generators/landing/landing-content';
import { LandingArticle } from '@/features/generators/landing/landing-hero';
import { MUSIC_CONTENT } from '@/features/generators/music-figure/landing-copy';
import { RETRO_CONTENT } from '@/features/generators/retro-figure/landing-copy';
import { TV_CONTENT } from '@/features/generators/tv-figure/landing-copy';
import { WRESTLING_CONTENT } from '@/features/generators/wrestling-figure/landing-copy';
import { Hero } from '@/features/marketing/home/hero';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { AuthDialogContext, type AuthDialogControls } from '@/lib/auth/auth-dialog-context';

const notReady = () => {
  throw new Error('The prerendered page is static.');
};

// The state a visitor sees before the session answer arrives: loading, nobody signed in.
const staticAuth = new Proxy(
  { loading: true, user: null, session: null, profile: null, profileLoading: false, aal: null },
  {
    get: (target, key) => (key in target ? target[key as keyof typeof target] : notReady),
  },
) as unknown as AuthContextValue;

const staticDialog: AuthDialogControls = { openAuthDialog: notReady, preloadAuthDialog: notReady };

const characterLanding = (content: FigureLandingContent) => (
  <LandingArticle slug={content.slug}>
    <FigureLandingHero content={content} />
  </LandingArticle>
);

/** The prerendered pages: path → the first screen of that page, as the app draws it. */
export const PRERENDERED_PAGES: Readonly<Record<string, () => ReactNode>> = {
  '/': () => <Hero />,
  '/features/action-figures': () => (
    <LandingArticle slug={ACTION_FIGURES_CONTENT.slug}>
      <ActionFiguresHero />
    </LandingArticle>
  ),
  '/features/retro-action-figures': () => characterLanding(RETRO_CONTENT),
  '/features/music-star-action-figures': () => characterLanding(MUSIC_CONTENT),
  '/features/tv-show-action-figures': () => characterLanding(TV_CONTENT),
  '/features/wrestling-action-figures': () => characterLanding(WRESTLING_CONTENT),
};

/** The header and first screen of `path` as the app renders them there, as static markup. */
export function renderShell(path: string): string {
  const page = PRERENDERED_PAGES[path];
  if (!page) throw new Error(`No prerendered page for ${path}`);
  return renderToStaticMarkup(
    <AuthContext.Provider value={staticAuth}>
      <AuthDialogContext.Provider value={staticDialog}>
        <MemoryRouter initialEntries={[path]}>
          <Header />
          <main className="min-h-dvh">{page()}</main>
        </MemoryRouter>
      </AuthDialogContext.Provider>
    </AuthContext.Provider>,
  );
}
