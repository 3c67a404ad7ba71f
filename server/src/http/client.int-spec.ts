import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPage } from '../../../core/src/shared/site-pages';
import { startTestServer, type TestServer } from '../../../test/support/server';

// A stand-in build: the real one is exercised by the browser tests.
const INDEX_HTML = `<!doctype html><html><head><!--page-meta--></head><body><div id="root"></div></body></html>`;

describe('serving the built client', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'qc-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    server = await startTestServer({
      CLIENT_DIST_DIR: dist,
      PUBLIC_URL: 'https://quillcart.example',
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function page(pathname: string): Promise<{ status: number; html: string }> {
    const response = await fetch(server.url + pathname, { headers: { accept: 'text/html' } });
    return { status: response.status, html: await response.text() };
  }

  it('serves each route with its own title, description, canonical, social tags and JSON-LD', async () => {
    const faq = await page('/faq');
    expect(faq.status).toBe(200);
    expect(faq.html).toContain('<title>FAQ — Quillcart</title>');
    expect(faq.html).toContain(
      `<meta name="description" content="${findPage('/faq')?.description.slice(0, 40)}`,
    );
    expect(faq.html).toContain('<link rel="canonical" href="https://quillcart.example/faq" />');
    expect(faq.html).toContain('<meta property="og:title" content="FAQ — Quillcart" />');
    expect(faq.html).toContain('<meta name="twitter:card" content="summary" />');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(faq.html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'WebApplication',
      offers: { price: '0', priceCurrency: 'USD' },
    });

    const home = await page('/');
    expect(home.html).toContain('<title>Quillcart — AI Product Description Generator</title>');
    expect(home.html).toContain('<link rel="canonical" href="https://quillcart.example/" />');
  });

  it('answers unknown paths with a real 404 page that is not indexed', async () => {
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<title>Page not found — Quillcart</title>');
    expect(missing.html).toContain('<meta name="robots" content="noindex" />');
    expect(missing.html).toContain('<div id="root"></div>');
  });

  it('serves protected routes to the client, which decides, but keeps them out of search', async () => {
    const history = await page('/generation-history');
    expect(history.status).toBe(200);
    expect(history.html).toContain('<meta name="robots" content="noindex" />');
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });
});
