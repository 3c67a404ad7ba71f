import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../../core/src/shared/csrf';
import { BrowserSession } from '../../../../test/support/browser-session';
import { PrivateRedis } from '../../../../test/support/private-redis';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { sql } from '../../../../test/support/test-env';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { kind } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { kind } }`;
const PASSWORD = 'correct horse battery';

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `cached${counter}.${process.pid}.${Date.now()}@example.com`;
}

/** Waits for a state (never for a duration); fails after `timeoutMs`. */
async function until(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Who a cookie header is on a given server: 'USER' or 'GUEST'. */
async function kindOn(server: TestServer, cookie: string): Promise<string> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: '{ viewer { kind } }' }),
  });
  const body = (await response.json()) as { data: { viewer: { kind: string } } };
  return body.data.viewer.kind;
}

function sidOf(cookie: string): string {
  const raw = cookie.split('; ').find((pair) => pair.startsWith('qc_sid='));
  // The signed cookie is "s:<sid>.<signature>".
  const value = decodeURIComponent(raw?.slice('qc_sid='.length) ?? '');
  return value.slice(2, value.lastIndexOf('.'));
}

describe('sessions held in memory end on every server at once', () => {
  // Two servers of one install: the same Postgres, the same Redis, each with its own cache.
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    a = await startTestServer({ AUTH_MAX_ATTEMPTS_PER_IP: '10000' });
    b = await startTestServer({ AUTH_MAX_ATTEMPTS_PER_IP: '10000' });
    await until(
      'both session caches on',
      () => a.app.sessionCache.enabled && b.app.sessionCache.enabled,
    );
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  async function device(email?: string): Promise<{ device: BrowserSession; email: string }> {
    const session = new BrowserSession(a.url);
    await session.start();
    if (email) {
      await session.ok(SIGN_IN, { input: { email, password: PASSWORD } });
      return { device: session, email };
    }
    const address = uniqueEmail();
    await session.ok(SIGN_UP, { input: { name: 'Seller', email: address, password: PASSWORD } });
    return { device: session, email: address };
  }

  it('answers a signed-in request from memory, without reading the session again', async () => {
    const { device: laptop } = await device();
    const cookie = laptop.cookieHeader;
    expect(await kindOn(b, cookie)).toBe('USER');
    // Behind the app's back (no revocation) the row says the session is over: server B still
    // answers from what it read, server A (which never read it) does not. Only the app's own
    // ways of ending a session reach the caches, and the tests below check each of them.
    await sql(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE sid = $1`, [
      sidOf(cookie),
    ]);
    expect(await kindOn(b, cookie)).toBe('USER');
    expect(await kindOn(a, cookie)).toBe('GUEST');
  });

  it('a signed-in query answered from memory rolls the session cookie as express-session does', async () => {
    const { device: laptop } = await device();
    const setCookie = async (query: string) => {
      const response = await fetch(`${a.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: laptop.cookieHeader,
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
        },
        body: JSON.stringify({ query }),
      });
      expect(response.status).toBe(200);
      const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('qc_sid='));
      if (!line) throw new Error(`no session cookie for ${query}`);
      return line;
    };
    const attributes = (line: string) =>
      line
        .split('; ')
        .filter((part) => !part.startsWith('Expires='))
        .sort();
    const expires = (line: string) => Date.parse(/Expires=([^;]+)/.exec(line)?.[1] ?? '');
    // The first read fills this server's cache; the second is answered from it.
    await setCookie('{ viewer { kind } }');
    const fromMemory = await setCookie('{ viewer { kind } }');
    expect(a.app.sessionCache.size).toBeGreaterThan(0);
    // A mutation goes through express-session.
    const fromExpressSession = await setCookie('mutation { addItem { id } }');
    expect(attributes(fromMemory)).toEqual(attributes(fromExpressSession));
    const thirtyDays = 30 * 24 * 3600 * 1000;
    expect(expires(fromMemory)).toBeGreaterThan(Date.now() + thirtyDays - 120_000);
    expect(Math.abs(expires(fromMemory) - expires(fromExpressSession))).toBeLessThan(120_000);
  });

  it('signing out on one server ends the session on the other', async () => {
    const { device: laptop, email } = await device();
    const { device: phone } = await device(email);
    const laptopCookie = laptop.cookieHeader;
    expect(await kindOn(b, laptopCookie)).toBe('USER');
    expect(await kindOn(b, phone.cookieHeader)).toBe('USER');

    await laptop.ok('mutation { signOut }');
    // The old cookie, replayed on server B the moment the sign-out is answered.
    expect(await kindOn(b, laptopCookie)).toBe('GUEST');
    expect(await kindOn(b, phone.cookieHeader)).toBe('USER');
  });

  it('a password change on one server ends the other sessions on the other', async () => {
    const { device: laptop, email } = await device();
    const { device: phone } = await device(email);
    expect(await kindOn(b, laptop.cookieHeader)).toBe('USER');
    expect(await kindOn(b, phone.cookieHeader)).toBe('USER');

    await laptop.ok(
      `mutation { changePassword(currentPassword: "${PASSWORD}", newPassword: "another password") }`,
    );
    expect(await kindOn(b, phone.cookieHeader)).toBe('GUEST');
    expect(await kindOn(b, laptop.cookieHeader)).toBe('USER');
  });

  it('a password reset on one server ends every session on the other', async () => {
    const { device: laptop, email } = await device();
    const { device: phone } = await device(email);
    expect(await kindOn(b, laptop.cookieHeader)).toBe('USER');
    expect(await kindOn(b, phone.cookieHeader)).toBe('USER');

    const anyone = new BrowserSession(a.url);
    await anyone.start();
    await anyone.ok('mutation($e: String!) { requestPasswordReset(email: $e) }', { e: email });
    const [mail] = await sql<{ body: string }>(
      'SELECT body FROM outbox_mails WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
      [email],
    );
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    await anyone.ok(
      'mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }',
      {
        t: token,
        p: 'a brand new password',
      },
    );
    expect(await kindOn(b, laptop.cookieHeader)).toBe('GUEST');
    expect(await kindOn(b, phone.cookieHeader)).toBe('GUEST');
  });

  it('deleting the account on one server ends its sessions on the other', async () => {
    const { device: laptop, email } = await device();
    const { device: phone } = await device(email);
    const laptopCookie = laptop.cookieHeader;
    expect(await kindOn(b, laptopCookie)).toBe('USER');
    expect(await kindOn(b, phone.cookieHeader)).toBe('USER');

    await laptop.ok(`mutation { deleteAccount(password: "${PASSWORD}") }`);
    expect(await kindOn(b, laptopCookie)).toBe('GUEST');
    expect(await kindOn(b, phone.cookieHeader)).toBe('GUEST');
  });
});

describe('without Redis a server keeps no session in memory', () => {
  const redis = new PrivateRedis();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ REDIS_URL: await redis.start() });
    await until('the session cache on', () => server.app.sessionCache.enabled);
  });
  afterAll(async () => {
    await server.close();
    await redis.kill();
  });

  it('reads Postgres for every request while the revocation feed is down, and caches again after', async () => {
    const laptop = new BrowserSession(server.url);
    await laptop.start();
    await laptop.ok(SIGN_UP, {
      input: { name: 'Seller', email: uniqueEmail(), password: PASSWORD },
    });
    const cookie = laptop.cookieHeader;
    expect(await kindOn(server, cookie)).toBe('USER');
    expect(server.app.sessionCache.size).toBe(1);

    await redis.kill();
    await until('the session cache off', () => !server.app.sessionCache.enabled);
    expect(server.app.sessionCache.size).toBe(0);
    // A session ended meanwhile (its revocation cannot travel) is over at once here too.
    expect(await kindOn(server, cookie)).toBe('USER');
    expect(server.app.sessionCache.size).toBe(0);
    await sql('DELETE FROM sessions WHERE sid = $1', [sidOf(cookie)]);
    expect(await kindOn(server, cookie)).toBe('GUEST');

    await redis.start();
    await until('the session cache on again', () => server.app.sessionCache.enabled);
  });
});
