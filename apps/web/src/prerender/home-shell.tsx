// Build-time entry (vite build --ssr): renders the home page's first screen, the header and the
// hero, to static HTML. scripts/prerender-home.mjs puts it into dist/home.html, which the server
// answers for "/", so the hero's heading (the largest paint) shows before any JavaScript runs.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AuthDialogContext, type AuthDialogControls } from '@/components/auth/auth-dialog-context';
import { Header } from '@/components/layout/header';
import { Hero } from '@/features/home/hero';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';

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

/** The header and hero as the app renders them at "/", as static markup. */
export function renderHomeShell(): string {
  return renderToStaticMarkup(
    <AuthContext.Provider value={staticAuth}>
      <AuthDialogContext.Provider value={staticDialog}>
        <MemoryRouter initialEntries={['/']}>
          <Header />
          <main className="min-h-dvh">
            <Hero />
          </main>
        </MemoryRouter>
      </AuthDialogContext.Provider>
    </AuthContext.Provider>,
  );
}
