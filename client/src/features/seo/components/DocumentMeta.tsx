import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { findPage, NOT_FOUND_META, type PageMeta } from '../../../../../core/src/shared/site-pages';
import { removeServerMeta } from '../server-meta';

/**
 * Client-only pages missing from core/src/shared/site-pages.ts (the server's page list). Linked
 * from e-mails only, so not indexed.
 */
const CLIENT_PAGES: readonly PageMeta[] = [
  {
    path: '/reset-password',
    access: 'public',
    title: 'Reset Password — Quillcart',
    description: 'Choose a new password for your Quillcart account.',
    keywords: 'Quillcart, reset password',
  },
];

function findClientPage(pathname: string): PageMeta | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CLIENT_PAGES.find((page) => page.path === clean);
}

/**
 * Title, description, keywords, canonical and social tags for the current route. React 19
 * hoists these into <head>; the server-rendered copies go once these are there.
 */
export function DocumentMeta() {
  useLayoutEffect(removeServerMeta, []);
  const { pathname } = useLocation();
  const clientPage = findClientPage(pathname);
  const page = findPage(pathname) ?? clientPage ?? NOT_FOUND_META;
  const path = page === NOT_FOUND_META ? pathname : page.path;
  const url = `${window.location.origin}${path}`;

  return (
    <>
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      <meta name="keywords" content={page.keywords} />
      {clientPage && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={page.title} />
      <meta name="twitter:description" content={page.description} />
    </>
  );
}
