import type { ComponentType } from 'react';
import { createBrowserRouter, Link, useRouteError } from 'react-router';
import { AppLayout } from './features/layout/components/AppLayout';
import { HomePage } from './pages/HomePage';
import { primaryButton } from './ui/styles';

/**
 * A page whose code loads when it is first visited: the home page (table and settings) is in
 * the first load, every other page is a chunk of its own.
 */
function page(load: () => Promise<ComponentType>) {
  return { lazy: async () => ({ Component: await load() }) };
}

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
      {
        path: 'how-it-works',
        ...page(() => import('./pages/HowItWorksPage').then((m) => m.HowItWorksPage)),
      },
      { path: 'faq', ...page(() => import('./pages/FaqPage').then((m) => m.FaqPage)) },
      {
        path: 'billing-plans',
        ...page(() => import('./pages/BillingPlansPage').then((m) => m.BillingPlansPage)),
      },
      {
        path: 'privacy-policy',
        ...page(() => import('./pages/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage)),
      },
      {
        path: 'terms-of-service',
        ...page(() => import('./pages/TermsOfServicePage').then((m) => m.TermsOfServicePage)),
      },
      {
        path: 'refund-policy',
        ...page(() => import('./pages/RefundPolicyPage').then((m) => m.RefundPolicyPage)),
      },
      // Client-only (not in core's page list): the link in the password-reset e-mail.
      {
        path: 'reset-password',
        ...page(() => import('./pages/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
      },
      {
        ...page(() => import('./features/auth/components/RequireAuth').then((m) => m.RequireAuth)),
        children: [
          {
            path: 'profile-settings',
            ...page(() => import('./pages/ProfileSettingsPage').then((m) => m.ProfileSettingsPage)),
          },
          {
            path: 'generation-history',
            ...page(() =>
              import('./pages/GenerationHistoryPage').then((m) => m.GenerationHistoryPage),
            ),
          },
          {
            path: 'app-settings',
            ...page(() => import('./pages/AppSettingsPage').then((m) => m.AppSettingsPage)),
          },
        ],
      },
      { path: '*', ...page(() => import('./pages/NotFoundPage').then((m) => m.NotFoundPage)) },
    ],
  },
]);
