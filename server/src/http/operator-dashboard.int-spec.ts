import { signedUpSeller } from '../../../test/support/sellers';
import { startTestServer, type TestServer } from '../../../test/support/server';

describe('the queue dashboard', () => {
  let server: TestServer;
  const operatorEmail = `ops.fonts.${Date.now()}@example.com`;

  beforeAll(async () => {
    server = await startTestServer({ OPERATOR_EMAILS: operatorEmail });
  });
  afterAll(async () => {
    await server.close();
  });

  it('loads its fonts from Quillcart, not from the internet', async () => {
    const { session: operator } = await signedUpSeller(server.url, { email: operatorEmail });
    const page = await operator.fetch('/admin/queues');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Quillcart queues');
    expect(html).not.toMatch(/https?:\/\/fonts\.(googleapis|gstatic)\.com/);
    // Every stylesheet and script the page names is on this server.
    expect(html).not.toMatch(/(href|src)="https?:\/\//);
    expect(html).toContain('<link href="fonts/ibm-plex-sans/400.css" rel="stylesheet">');

    const css = await operator.fetch('/admin/queues/fonts/ibm-plex-sans/400.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    const font = /url\(\.\/(files\/ibm-plex-sans-latin-400-normal\.woff2)\)/.exec(await css.text());
    expect(font).not.toBeNull();
    const woff2 = await operator.fetch(`/admin/queues/fonts/ibm-plex-sans/${font?.[1]}`);
    expect(woff2.status).toBe(200);
    expect(woff2.headers.get('content-type')).toBe('font/woff2');
    const mono = await operator.fetch('/admin/queues/fonts/ibm-plex-mono/500.css');
    expect(mono.status).toBe(200);

    // Like the dashboard, its fonts are for operators only.
    const { session: stranger } = await signedUpSeller(server.url);
    expect((await stranger.fetch('/admin/queues/fonts/ibm-plex-sans/400.css')).status).toBe(404);
  });
});
