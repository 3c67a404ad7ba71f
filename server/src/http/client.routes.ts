import { appLink } from '../../../core/src/config/public-url';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import {
  NOT_FOUND_META,
  findPage,
  webApplicationJsonLd,
  type PageMeta,
} from '../../../core/src/shared/site-pages';

const META_PLACEHOLDER = '<!--page-meta-->';

/**
 * Serves the built client: static assets, then index.html for every known route with that
 * page's metadata in the HTML, and a real 404 status for unknown paths.
 */
export function clientRoutes(
  distDir: string,
  publicUrl: string,
  /** The Content-Security-Policy of the page, given its HTML (inline scripts go by hash). */
  contentSecurityPolicy: (html: string) => string,
): Router {
  const router = Router();
  const indexPath = path.join(distDir, 'index.html');
  let template: string | undefined;
  let policy = '';

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));

  router.get('/{*path}', (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path === '/graphql') return next();
    if (!req.accepts('html')) return next();
    if (template === undefined) {
      if (!existsSync(indexPath)) {
        res
          .status(503)
          .type('text/plain')
          .send('The client is not built. Run `npm run build`, or `npm run dev` while developing.');
        return;
      }
      template = readFileSync(indexPath, 'utf8');
      policy = contentSecurityPolicy(template);
    }
    const page = findPage(req.path);
    res
      .status(page ? 200 : 404)
      .set('Cache-Control', 'no-cache')
      .set('Content-Security-Policy', policy)
      .type('html')
      .send(
        template.replace(META_PLACEHOLDER, renderMeta(page ?? NOT_FOUND_META, publicUrl, !page)),
      );
  });

  return router;
}

export function renderMeta(page: PageMeta, publicUrl: string, notFound: boolean): string {
  const url = appLink(publicUrl, notFound ? '/' : page.path);
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    meta('name', 'keywords', page.keywords),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Quillcart'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    notFound || page.access === 'signed-in' || page.path === '/reset-password'
      ? meta('name', 'robots', 'noindex')
      : '',
    `<script type="application/ld+json">${JSON.stringify(webApplicationJsonLd(publicUrl)).replace(/</g, '\\u003c')}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
