import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './root-layout';

// Every page is its own chunk so the first load carries only the shell and the page visited.
const HomePage = lazy(() => import('@/features/home/home-page').then((m) => ({ default: m.HomePage })));
const LegalPage = lazy(() => import('@/features/legal/legal-page').then((m) => ({ default: m.LegalPage })));
const AccountPage = lazy(() =>
  import('@/features/account/account-page').then((m) => ({ default: m.AccountPage })),
);
const ResetPasswordPage = lazy(() =>
  import('@/features/reset-password/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const NotFoundPage = lazy(() =>
  import('@/features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
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
        <Route path="privacy" element={<LegalPage doc="privacy" />} />
        <Route path="terms" element={<LegalPage doc="terms" />} />
        <Route path="cookies" element={<LegalPage doc="cookies" />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
