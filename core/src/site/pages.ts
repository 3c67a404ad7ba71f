/**
 * The site's routes and their page metadata. Shared by the client (React Router, <title>,
 * meta tags) and the server (meta injected into index.html, 404 for unknown paths).
 * Pure data: no imports, so the browser bundle can take it.
 */
export type PageAccess = 'public' | 'signed-in';

export interface PageMeta {
  path: string;
  access: PageAccess;
  title: string;
  description: string;
  keywords: string;
}

export const SITE_NAME = 'Quillcart';
export const SITE_TAGLINE = 'AI product descriptions for ecommerce sellers';
export const CONTACT_EMAIL = 'support@quillcart.app';

const KEYWORDS_BASE = 'AI product descriptions, ecommerce copywriting, Shopify, Amazon, Etsy';

export const PAGES: readonly PageMeta[] = [
  {
    path: '/',
    access: 'public',
    title: 'Quillcart — AI Product Description Generator',
    description:
      'Write product descriptions for your whole catalogue: import from Shopify, Amazon or Etsy, generate in bulk, export back. One free generation, no sign-up needed.',
    keywords: `${KEYWORDS_BASE}, bulk product descriptions`,
  },
  {
    path: '/how-it-works',
    access: 'public',
    title: 'How It Works — Quillcart',
    description:
      'From product table to finished descriptions: import a CSV, tune style and tone, generate one or all, export back to your marketplace.',
    keywords: `${KEYWORDS_BASE}, how it works`,
  },
  {
    path: '/faq',
    access: 'public',
    title: 'FAQ — Quillcart',
    description: 'Answers about plans, quotas, imports, exports and the AI behind Quillcart.',
    keywords: `${KEYWORDS_BASE}, FAQ`,
  },
  {
    path: '/billing-plans',
    access: 'public',
    title: 'Plans & Billing — Quillcart',
    description: 'Free 25, Pro 850 and Business 10,000 descriptions a month. Compare plans.',
    keywords: `${KEYWORDS_BASE}, pricing, plans`,
  },
  {
    path: '/privacy-policy',
    access: 'public',
    title: 'Privacy Policy — Quillcart',
    description: 'What Quillcart stores about you and your products, and why.',
    keywords: `${KEYWORDS_BASE}, privacy`,
  },
  {
    path: '/terms-of-service',
    access: 'public',
    title: 'Terms of Service — Quillcart',
    description: 'The terms for using Quillcart.',
    keywords: `${KEYWORDS_BASE}, terms`,
  },
  {
    path: '/refund-policy',
    access: 'public',
    title: 'Refund Policy — Quillcart',
    description: 'How refunds work for Quillcart subscriptions.',
    keywords: `${KEYWORDS_BASE}, refunds`,
  },
  {
    path: '/reset-password',
    access: 'public',
    title: 'Reset Password — Quillcart',
    description: 'Choose a new password for your Quillcart account.',
    keywords: KEYWORDS_BASE,
  },
  {
    path: '/profile-settings',
    access: 'signed-in',
    title: 'Profile Settings — Quillcart',
    description: 'Your name, photo and password.',
    keywords: KEYWORDS_BASE,
  },
  {
    path: '/generation-history',
    access: 'signed-in',
    title: 'Generation History — Quillcart',
    description: 'Every description you generated, searchable and exportable.',
    keywords: KEYWORDS_BASE,
  },
  {
    path: '/app-settings',
    access: 'signed-in',
    title: 'App Settings — Quillcart',
    description: 'Theme, default prompt settings and notifications.',
    keywords: KEYWORDS_BASE,
  },
];

export const NOT_FOUND_META: PageMeta = {
  path: '*',
  access: 'public',
  title: 'Page not found — Quillcart',
  description: 'This page does not exist.',
  keywords: KEYWORDS_BASE,
};

/** The page for a path (trailing slash ignored), or undefined for an unknown path. */
export function findPage(path: string): PageMeta | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGES.find((page) => page.path === clean);
}

/** The structured web-application entry (JSON-LD) every page carries. */
export function webApplicationJsonLd(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: SITE_NAME,
    url: origin,
    description: SITE_TAGLINE,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any (web browser)',
    offers: { '@type': 'Offer', name: 'Free', price: '0', priceCurrency: 'USD' },
  };
}
