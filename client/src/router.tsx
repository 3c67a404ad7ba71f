import { createBrowserRouter, Link, useRouteError } from 'react-router';
import { RequireAuth } from './features/auth/components/RequireAuth';
import { AppLayout } from './features/layout/components/AppLayout';
import { AppSettingsPage } from './pages/AppSettingsPage';
import { BillingPlansPage } from './pages/BillingPlansPage';
import { FaqPage } from './pages/FaqPage';
import { GenerationHistoryPage } from './pages/GenerationHistoryPage';
import { HomePage } from './pages/HomePage';
import { HowItWorksPage } from './pages/HowItWorksPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PrivacyPolicyPage } from './pages/PrivacyPolicyPage';
import { ProfileSettingsPage } from './pages/ProfileSettingsPage';
import { RefundPolicyPage } from './pages/RefundPolicyPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { TermsOfServicePage } from './pages/TermsOfServicePage';
import { primaryButton } from './ui/styles';

function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        This page hit an unexpected error. Reloading usually helps.
      </p>
      <Link to="/" reloadDocument className={`${primaryButton} mt-8`}>
        Back to home
      </Link>
    </main>
  );
}

// Paths match core/src/shared/site-pages.ts, which the server uses for meta tags and 404s.
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'how-it-works', element: <HowItWorksPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'billing-plans', element: <BillingPlansPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'terms-of-service', element: <TermsOfServicePage /> },
      { path: 'refund-policy', element: <RefundPolicyPage /> },
      // Client-only (not in core's page list): the link in the password-reset e-mail.
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: 'profile-settings', element: <ProfileSettingsPage /> },
          { path: 'generation-history', element: <GenerationHistoryPage /> },
          { path: 'app-settings', element: <AppSettingsPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
