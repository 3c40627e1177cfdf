// Build-time entry (vite build --ssr): renders the first screen (header and hero) of the pages
// people land on to static HTML. scripts/prerender-pages.mjs writes each into
// dist/prerendered/<path>/index.html, which the server answers for that path, so the hero's
// heading (the largest paint) shows before any JavaScript runs.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LANDING_SHELLS } from '@/app/tools/landing-shells';
import { Header } from '@/components/layout/header';
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

/** The prerendered pages: path → the first screen of that page, as the app draws it. */
export const PRERENDERED_PAGES: Readonly<Record<string, () => ReactNode>> = {
  '/': () => <Hero />,
  ...Object.fromEntries(LANDING_SHELLS),
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
