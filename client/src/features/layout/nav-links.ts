import { CONTACT_EMAIL } from '../../../../core/src/shared/site-pages';

export const HEADER_LINKS = [
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/billing-plans', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
] as const;

export const FOOTER_LINKS = [
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/billing-plans', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/refund-policy', label: 'Refund Policy' },
] as const;

export { CONTACT_EMAIL };
