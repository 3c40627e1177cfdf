import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PATHS, routePath } from '@/config/paths';
import { RootLayout } from './root-layout';
import { LANDING_ROUTES } from './tools/registry';

// Every page is its own chunk so the first load carries only the shell and the page visited.
const HomePage = lazy(() =>
  import('@/features/marketing/home/home-page').then((m) => ({ default: m.HomePage })),
);
const LegalPage = lazy(() => import('@/features/legal/legal-page').then((m) => ({ default: m.LegalPage })));
const AccountPage = lazy(() =>
  import('@/features/auth/account/account-page').then((m) => ({ default: m.AccountPage })),
);
const ResetPasswordPage = lazy(() =>
  import('@/features/auth/reset-password/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const NotFoundPage = lazy(() =>
  import('@/features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

// Home sections on their own (docs/product.md#routes-and-page-layout), one chunk each; the section components
// are shared with the home page's lazy sections chunk.
const HowItWorksPage = lazy(() =>
  import('@/features/marketing/section-pages/how-it-works-page').then((m) => ({ default: m.HowItWorksPage })),
);
const BenefitsPage = lazy(() =>
  import('@/features/marketing/section-pages/benefits-page').then((m) => ({ default: m.BenefitsPage })),
);
const TemplatesPage = lazy(() =>
  import('@/features/marketing/section-pages/templates-page').then((m) => ({ default: m.TemplatesPage })),
);
const IntegrationsPage = lazy(() =>
  import('@/features/marketing/section-pages/integrations-page').then((m) => ({
    default: m.IntegrationsPage,
  })),
);
const TestimonialsPage = lazy(() =>
  import('@/features/marketing/section-pages/testimonials-page').then((m) => ({
    default: m.TestimonialsPage,
  })),
);
const FeaturesHubPage = lazy(() => import('@/features/hub/features-hub-page'));
const GeminiDocsPage = lazy(() => import('@/features/gemini-docs/gemini-docs-page'));
const ApiDocsPage = lazy(() => import('@/features/api-docs/api-docs-page'));
const EditorRoute = lazy(() => import('./routes/editor-route'));
const LiveRoute = lazy(() => import('./routes/live-route'));
const TokensPage = lazy(() => import('@/features/tokens/page/tokens-page'));
const FontsPage = lazy(() => import('@/features/font-system/fonts-page'));
const DiagnosticsPage = lazy(() => import('@/features/diagnostics/diagnostics-page'));
const FaqPage = lazy(() =>
  import('@/features/marketing/section-pages/faq-page').then((m) => ({ default: m.FaqPage })),
);

/**
 * Only routes whose pages exist are registered; everything else (including tools linked from the
 * menu but not built yet) falls through to the not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path={routePath(PATHS.privacy)} element={<LegalPage doc="privacy" />} />
        <Route path={routePath(PATHS.terms)} element={<LegalPage doc="terms" />} />
        <Route path={routePath(PATHS.cookies)} element={<LegalPage doc="cookies" />} />
        <Route path={routePath(PATHS.account)} element={<AccountPage />} />
        <Route path={routePath(PATHS.resetPassword)} element={<ResetPasswordPage />} />
        <Route path={routePath(PATHS.howItWorks)} element={<HowItWorksPage />} />
        <Route path={routePath(PATHS.benefits)} element={<BenefitsPage />} />
        <Route path={routePath(PATHS.templates)} element={<TemplatesPage />} />
        <Route path={routePath(PATHS.integrations)} element={<IntegrationsPage />} />
        <Route path={routePath(PATHS.testimonials)} element={<TestimonialsPage />} />
        <Route path={routePath(PATHS.faq)} element={<FaqPage />} />
        <Route path={routePath(PATHS.features)} element={<FeaturesHubPage />} />
        <Route path={routePath(PATHS.editor)} element={<EditorRoute />} />
        <Route path={routePath(PATHS.tokens)} element={<TokensPage />} />
        <Route path={routePath(PATHS.live)} element={<LiveRoute />} />
        <Route path={`${routePath(PATHS.live)}/:id`} element={<LiveRoute />} />
        <Route path={routePath(PATHS.fonts)} element={<FontsPage />} />
        {/* Tool landing pages: one per generator folder that has one (app/tools/registry.ts). */}
        {LANDING_ROUTES.map(({ id, path, Page }) => (
          <Route key={id} path={routePath(path)} element={<Page />} />
        ))}
        <Route path={routePath(PATHS.geminiDocs)} element={<GeminiDocsPage />} />
        <Route path={routePath(PATHS.apiDocs)} element={<ApiDocsPage />} />
        <Route path={routePath(PATHS.debug)} element={<DiagnosticsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
