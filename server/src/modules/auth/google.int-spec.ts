import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { FakeGoogleOAuth } from '../../../../test/fakes/fake-google-oauth';
import { freePort } from '../../../../test/support/test-env';

describe('Google sign-in', () => {
  let google: FakeGoogleOAuth;
  let server: TestServer;

  beforeAll(async () => {
    google = new FakeGoogleOAuth();
    await google.start();
    const port = await freePort();
    server = await startTestServer({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'client-secret',
      GOOGLE_AUTHORIZATION_URL: `${google.url}/authorize`,
      GOOGLE_TOKEN_URL: `${google.url}/token`,
      GOOGLE_USER_PROFILE_URL: `${google.url}/userinfo`,
    });
  });
  afterAll(async () => {
    await server.close();
    await google.stop();
  });

  // Follows the OAuth round trip the way a browser would, answering the final redirect.
  async function signInWithGoogle(browser: BrowserSession, returnTo: string): Promise<string> {
    const start = await browser.fetch(`/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`);
    expect(start.status).toBe(302);
    const toGoogle = start.headers.get('location') as string;
    const atGoogle = await fetch(toGoogle, { redirect: 'manual' });
    const back = new URL(atGoogle.headers.get('location') as string);
    const callback = await browser.fetch(back.pathname + back.search);
    expect(callback.status).toBe(302);
    return callback.headers.get('location') as string;
  }

  it('creates an account from the Google profile, with the account chooser, and returns to the page', async () => {
    const browser = new BrowserSession(server.url);
    await browser.start();
    await browser.ok('mutation { addItem(input: { name: "Made as a guest" }) { id } }');
    const email = `g.${Date.now()}@gmail.example`;
    google.nextUser = {
      sub: `google-${Date.now()}`,
      name: 'Grace G',
      email,
      email_verified: true,
      picture: 'https://example.com/g.png',
    };

    const landedOn = await signInWithGoogle(browser, '/billing-plans');
    expect(landedOn).toBe('/billing-plans');
    const authorize = google.authorizeRequests.at(-1) as URL;
    expect(authorize.searchParams.get('prompt')).toBe('select_account');
    expect(authorize.searchParams.get('scope')).toBe('profile email');

    const viewer = await browser.ok<{
      viewer: {
        kind: string;
        googleSignInEnabled: boolean;
        user: { email: string; displayName: string; photoUrl: string; hasPassword: boolean };
      };
    }>('{ viewer { kind googleSignInEnabled user { email displayName photoUrl hasPassword } } }');
    expect(viewer.viewer).toEqual({
      kind: 'USER',
      googleSignInEnabled: true,
      user: {
        email,
        displayName: 'Grace G',
        photoUrl: 'https://example.com/g.png',
        hasPassword: false,
      },
    });
    const items = await browser.ok<{ items: { nodes: { name: string }[] } }>(
      '{ items(first: 5) { nodes { name } } }',
    );
    expect(items.items.nodes).toEqual([{ name: 'Made as a guest' }]);
  });

  it('links Google to an existing password account with the same verified address', async () => {
    const email = `both.${Date.now()}@example.com`;
    const first = new BrowserSession(server.url);
    await first.start();
    await first.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
      i: { name: 'Both', email, password: 'secret pw' },
    });
    const second = new BrowserSession(server.url);
    await second.start();
    google.nextUser = {
      sub: `google-link-${Date.now()}`,
      name: 'Both',
      email,
      email_verified: true,
    };
    expect(await signInWithGoogle(second, '/evil.example/..')).toBe('/evil.example/..');
    const viewer = await second.ok<{ viewer: { user: { email: string; hasPassword: boolean } } }>(
      '{ viewer { user { email hasPassword } } }',
    );
    expect(viewer.viewer.user).toEqual({ email, hasPassword: true });
  });

  it('never redirects off-site after sign-in', async () => {
    const browser = new BrowserSession(server.url);
    await browser.start();
    google.nextUser = {
      sub: `google-x-${Date.now()}`,
      name: 'X',
      email: `x.${Date.now()}@example.com`,
      email_verified: true,
    };
    expect(await signInWithGoogle(browser, '//evil.example/phish')).toBe('/');
  });
});
