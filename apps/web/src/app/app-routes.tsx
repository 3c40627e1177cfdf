import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './root-layout';

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

// Home sections on their own (spec §2), one chunk each; the section components are shared with the
// home page's lazy sections chunk.
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
const FeaturesHubPage = lazy(() => import('@/features/generators/hub/features-hub-page'));
const GeminiDocsPage = lazy(() => import('@/features/gemini-docs/gemini-docs-page'));
const FaqPage = lazy(() =>
  import('@/features/marketing/section-pages/faq-page').then((m) => ({ default: m.FaqPage })),
);

// Figure landing pages (generators spec §2), one chunk each; the shared layout lands in a common chunk.
const ActionFiguresPage = lazy(() => import('@/features/generators/action-figure/landing-page'));
const RetroActionFiguresPage = lazy(() => import('@/features/generators/retro-figure/landing-page'));
const MusicStarActionFiguresPage = lazy(() => import('@/features/generators/music-figure/landing-page'));
const TvShowActionFiguresPage = lazy(() => import('@/features/generators/tv-figure/landing-page'));
const WrestlingActionFiguresPage = lazy(() => import('@/features/generators/wrestling-figure/landing-page'));

/**
 * Only routes whose pages exist are registered; everything else (including tools linked from the
 * menu but not built yet) falls through to the not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="privacy" element={<LegalPage doc="privacy" />} />
        <Route path="terms" element={<LegalPage doc="terms" />} />
        <Route path="cookies" element={<LegalPage doc="cookies" />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="how-it-works" element={<HowItWorksPage />} />
        <Route path="benefits" element={<BenefitsPage />} />
        <Route path="templates" element={<TemplatesPage />} />
        <Route path="integrations" element={<IntegrationsPage />} />
        <Route path="testimonials" element={<TestimonialsPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="features" element={<FeaturesHubPage />} />
        <Route path="features/action-figures" element={<ActionFiguresPage />} />
        <Route path="features/retro-action-figures" element={<RetroActionFiguresPage />} />
        <Route path="features/music-star-action-figures" element={<MusicStarActionFiguresPage />} />
        <Route path="features/tv-show-action-figures" element={<TvShowActionFiguresPage />} />
        <Route path="features/wrestling-action-figures" element={<WrestlingActionFiguresPage />} />
        <Route path="gemini-docs" element={<GeminiDocsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
