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
      'Import products from a CSV, Shopify, Amazon or Etsy file, set style, tone, length and language, generate one or all with Gemini, OpenAI, xAI or the built-in writer, check claims, and export back.',
    keywords: `${KEYWORDS_BASE}, how it works, bulk generation, CSV import, claim check`,
  },
  {
    path: '/faq',
    access: 'public',
    title: 'FAQ — Quillcart',
    description:
      'Guest, Free (25), Pro (850) and Business (10,000) monthly limits, AI providers, languages, marketplace imports and exports, history, API tokens and cancelling.',
    keywords: `${KEYWORDS_BASE}, FAQ, pricing, limits, languages`,
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
    description:
      'What Quillcart stores (account, products, generation history), the cookies it sets, what AI providers and Stripe receive, and how deleting your account deletes your data.',
    keywords: `${KEYWORDS_BASE}, privacy, cookies, data deletion`,
  },
  {
    path: '/terms-of-service',
    access: 'public',
    title: 'Terms of Service — Quillcart',
    description:
      'The terms for using Quillcart: accounts, monthly plan limits, your content and AI-written text, acceptable use, payments and liability.',
    keywords: `${KEYWORDS_BASE}, terms of service`,
  },
  {
    path: '/refund-policy',
    access: 'public',
    title: 'Refund Policy — Quillcart',
    description:
      'Pro $9 and Business $25 a month through Stripe: cancel any time, full refund of a first payment or unwanted renewal within 14 days, billing mistakes always refunded.',
    keywords: `${KEYWORDS_BASE}, refunds, cancel subscription`,
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
    description:
      'Every description you generated, with its settings and provider: search by name or SKU, filter by date, delete, and export up to 10,000 as CSV.',
    keywords: `${KEYWORDS_BASE}, generation history, CSV export`,
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
