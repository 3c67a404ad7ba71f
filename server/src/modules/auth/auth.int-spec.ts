import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { sql } from '../../../../test/support/test-env';
import { collect, wsClient } from '../../../../test/support/ws-client';

const VIEWER = `kind user { id email displayName plan hasPassword } usage { plan generationsUsed generationsLimit remaining } customizationLocked googleSignInEnabled`;
const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${VIEWER} } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { ${VIEWER} } }`;
const SIGN_OUT = `mutation { signOut }`;
const ME = `{ viewer { ${VIEWER} } }`;
const ADD = `mutation Add($name: String!) { addItem(input: { name: $name }) { id } }`;
const NAMES = `{ items(first: 100) { nodes { name } } }`;

interface Viewer {
  kind: string;
  user: {
    id: string;
    email: string;
    displayName: string;
    plan: string;
    hasPassword: boolean;
  } | null;
  usage: { plan: string; generationsUsed: number; generationsLimit: number; remaining: number };
  customizationLocked: boolean;
  googleSignInEnabled: boolean;
}

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `seller${counter}.${Date.now()}@example.com`;
}

function cookieValue(session: BrowserSession, name: string): string | undefined {
  return session.cookieHeader
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

describe('accounts over GraphQL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ AUTH_MAX_ATTEMPTS_PER_IP: '10000' });
  });
  afterAll(async () => {
    await server.close();
  });

  async function signedUp(): Promise<{ session: BrowserSession; email: string; viewer: Viewer }> {
    const session = new BrowserSession(server.url);
    await session.start();
    const email = uniqueEmail();
    const { signUp } = await session.ok<{ signUp: Viewer }>(SIGN_UP, {
      input: { name: 'Ada Seller', email, password: 'correct horse' },
    });
    return { session, email, viewer: signUp };
  }

  it('signs up a free account, signed in at once, with its usage record', async () => {
    const { session, email, viewer } = await signedUp();
    expect(viewer).toMatchObject({
      kind: 'USER',
      user: { email, displayName: 'Ada Seller', plan: 'FREE', hasPassword: true },
      usage: { plan: 'FREE', generationsUsed: 0, generationsLimit: 25, remaining: 25 },
      customizationLocked: true,
      googleSignInEnabled: false,
    });
    const again = await session.ok<{ viewer: Viewer }>(ME);
    expect(again.viewer.user?.email).toBe(email);
    const [row] = await sql<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      [email],
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it.each([
    [
      { name: '  ', email: 'a@example.com', password: 'secret1' },
      'missing-name',
      'Please enter your name',
    ],
    [
      { name: 'A', email: 'not-an-email', password: 'secret1' },
      'invalid-email',
      'Please enter a valid email address',
    ],
    [
      { name: 'A', email: 'b@example.com', password: '12345' },
      'weak-password',
      'Password should be at least 6 characters',
    ],
  ])('refuses sign-up %j with %s', async (input, authCode, message) => {
    const session = new BrowserSession(server.url);
    await session.start();
    const result = await session.gql(SIGN_UP, { input });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { authCode } });
  });

  it('refuses a second account for the same address, in any case', async () => {
    const { email } = await signedUp();
    const other = new BrowserSession(server.url);
    await other.start();
    const result = await other.gql(SIGN_UP, {
      input: { name: 'B', email: email.toUpperCase(), password: 'another pw' },
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'An account with this email already exists',
      extensions: { authCode: 'email-already-in-use' },
    });
  });

  it('signs in, answers the catalogue errors, and signs out', async () => {
    const { email } = await signedUp();
    const browser = new BrowserSession(server.url);
    await browser.start();

    const unknown = await browser.gql(SIGN_IN, {
      input: { email: 'nobody@example.com', password: 'whatever' },
    });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'No account found with this email address',
      extensions: { authCode: 'user-not-found' },
    });
    const wrong = await browser.gql(SIGN_IN, { input: { email, password: 'wrong password' } });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Incorrect password',
      extensions: { authCode: 'wrong-password' },
    });
    const badEmail = await browser.gql(SIGN_IN, { input: { email: 'nope', password: 'whatever' } });
    expect(badEmail.errors?.[0].extensions?.authCode).toBe('invalid-email');

    const { signIn } = await browser.ok<{ signIn: Viewer }>(SIGN_IN, {
      input: { email, password: 'correct horse' },
    });
    expect(signIn.user?.email).toBe(email);
    expect((await browser.ok<{ viewer: Viewer }>(ME)).viewer.kind).toBe('USER');

    await browser.ok(SIGN_OUT);
    expect((await browser.ok<{ viewer: Viewer }>(ME)).viewer).toMatchObject({
      kind: 'GUEST',
      user: null,
    });
  });

  it('gives a new session id at sign-in and sign-out; a planted or old id is worth nothing', async () => {
    const { email } = await signedUp();
    const victim = new BrowserSession(server.url);
    await victim.start();
    // An attacker plants a session id of their choosing before the victim signs in.
    const planted = 's%3Aattacker-chosen-session-id.AAAA';
    const response = await victim.fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${victim.cookieHeader}; qc_sid=${planted}`,
      },
      body: JSON.stringify({
        query: SIGN_IN,
        variables: { input: { email, password: 'correct horse' } },
      }),
    });
    expect(response.status).toBe(200);
    const issued = cookieValue(victim, 'qc_sid');
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);

    // Sign in again: the id changes again, and the previous one no longer signs anybody in.
    await victim.ok(SIGN_IN, { input: { email, password: 'correct horse' } });
    const second = cookieValue(victim, 'qc_sid');
    expect(second).not.toBe(issued);
    const stale = new BrowserSession(server.url);
    const staleAnswer: unknown = await (
      await stale.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `qc_sid=${issued}` },
        body: JSON.stringify({ query: ME }),
      })
    ).json();
    expect((staleAnswer as { data: { viewer: Viewer } }).data.viewer.kind).toBe('GUEST');

    await victim.ok(SIGN_OUT);
    const afterSignOut = cookieValue(victim, 'qc_sid');
    const replay = new BrowserSession(server.url);
    const replayed: unknown = await (
      await replay.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `qc_sid=${second}` },
        body: JSON.stringify({ query: ME }),
      })
    ).json();
    expect((replayed as { data: { viewer: Viewer } }).data.viewer.kind).toBe('GUEST');
    expect(afterSignOut).not.toBe(second);
  });

  it('blocks the 11th failed sign-in, even when guesses race in parallel or come as aliases', async () => {
    const { email } = await signedUp();
    const attacker = new BrowserSession(server.url);
    await attacker.start();
    // 15 guesses at once: the count is taken before the password is checked, atomically.
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        attacker.gql(SIGN_IN, { input: { email, password: `guess-${i}` } }),
      ),
    );
    const codes = answers.map((answer) => answer.errors?.[0].extensions?.authCode);
    expect(codes.filter((code) => code === 'wrong-password')).toHaveLength(10);
    expect(codes.filter((code) => code === 'too-many-requests')).toHaveLength(5);
    // Aliases in one request meet the same count; even the right password is refused now.
    const aliases = await attacker.gql(`mutation {
      a: signIn(input: { email: "${email}", password: "correct horse" }) { kind }
      b: signIn(input: { email: "${email}", password: "guess-x" }) { kind }
    }`);
    expect(aliases.errors?.[0]).toMatchObject({
      message: 'Too many failed attempts. Please try again later',
      extensions: { authCode: 'too-many-requests' },
    });
    const other = new BrowserSession(server.url);
    await other.start();
    const right = await other.gql(SIGN_IN, { input: { email, password: 'correct horse' } });
    expect(right.errors?.[0].extensions?.authCode).toBe('too-many-requests');
  });

  it('counts failures per IP across accounts too', async () => {
    // Its own key prefix: the IP's count from the other tests must not leak in.
    const tight = await startTestServer({
      AUTH_MAX_ATTEMPTS_PER_IP: '3',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-ip`,
    });
    try {
      const attacker = new BrowserSession(tight.url);
      await attacker.start();
      const results = [];
      for (let i = 0; i < 4; i += 1) {
        results.push(
          await attacker.gql(SIGN_IN, {
            input: { email: `victim${i}.${Date.now()}@example.com`, password: 'x-guess' },
          }),
        );
      }
      expect(results.map((result) => result.errors?.[0].extensions?.authCode)).toEqual([
        'user-not-found',
        'user-not-found',
        'user-not-found',
        'too-many-requests',
      ]);
    } finally {
      await tight.close();
    }
  });

  it("carries a guest's products and settings into the account on sign-up and on sign-in", async () => {
    const visitor = new BrowserSession(server.url);
    await visitor.start();
    await visitor.ok(ADD, { name: 'Guest mug' });
    await visitor.ok(ADD, { name: 'Guest lamp' });
    const email = uniqueEmail();
    await visitor.ok(SIGN_UP, { input: { name: 'New', email, password: 'secret pw' } });
    const afterSignUp = await visitor.ok<{ items: { nodes: { name: string }[] } }>(NAMES);
    expect(afterSignUp.items.nodes.map((node) => node.name)).toEqual(['Guest mug', 'Guest lamp']);

    // Later, on another device, as a guest with new work, the seller signs in.
    const otherDevice = new BrowserSession(server.url);
    await otherDevice.start();
    await otherDevice.ok(ADD, { name: 'Phone case' });
    await otherDevice.ok(SIGN_IN, { input: { email, password: 'secret pw' } });
    const merged = await otherDevice.ok<{ items: { nodes: { name: string }[] } }>(NAMES);
    expect(merged.items.nodes.map((node) => node.name)).toEqual([
      'Guest mug',
      'Guest lamp',
      'Phone case',
    ]);

    await otherDevice.ok(SIGN_OUT);
    const guestAgain = await otherDevice.ok<{ items: { nodes: unknown[] } }>(NAMES);
    expect(guestAgain.items.nodes).toEqual([]);
  });

  it('signs in through the passport-local JSON route too', async () => {
    const { email } = await signedUp();
    const client = new BrowserSession(server.url);
    await client.start();
    const bad = await client.fetch('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'nope nope' }),
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({
      error: { code: 'wrong-password', message: 'Incorrect password' },
    });
    const good = await client.fetch('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse' }),
    });
    expect(good.status).toBe(200);
    const session: unknown = await (await client.fetch('/api/session')).json();
    expect(session).toMatchObject({ owner: { kind: 'user' }, user: { email, plan: 'free' } });
  });

  it("relays a signed-in seller's item changes to their WebSocket, whichever device made them", async () => {
    const { session: laptop, email } = await signedUp();
    const phone = new BrowserSession(server.url);
    await phone.start();
    await phone.ok(SIGN_IN, { input: { email, password: 'correct horse' } });
    const client = wsClient(server.url, laptop.cookieHeader);
    try {
      const events = collect<{ itemChanged: { kind: string; item: { name: string } } }>(
        client,
        'subscription { itemChanged { kind item { name } } }',
        1,
      );
      await events.ready;
      await phone.ok(ADD, { name: 'Added on the phone' });
      expect(await events.done).toEqual([
        { itemChanged: { kind: 'ADDED', item: { name: 'Added on the phone' } } },
      ]);
    } finally {
      await client.dispose();
    }
  });

  describe('password reset', () => {
    async function lastMailTo(email: string): Promise<string> {
      const rows = await sql<{ body: string }>(
        'SELECT body FROM outbox_mails WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
        [email],
      );
      return rows[0]?.body ?? '';
    }

    it('mails a single-use link; the answer is the same for unknown addresses', async () => {
      const { email } = await signedUp();
      const anyone = new BrowserSession(server.url);
      await anyone.start();
      const unknown = await anyone.ok<{ requestPasswordReset: boolean }>(
        'mutation($e: String!) { requestPasswordReset(email: $e) }',
        { e: 'nobody-here@example.com' },
      );
      expect(unknown.requestPasswordReset).toBe(true);
      expect(await lastMailTo('nobody-here@example.com')).toBe('');

      const known = await anyone.ok<{ requestPasswordReset: boolean }>(
        'mutation($e: String!) { requestPasswordReset(email: $e) }',
        { e: email },
      );
      expect(known.requestPasswordReset).toBe(true);
      const body = await lastMailTo(email);
      const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
      expect(token).toBeDefined();
      const [stored] = await sql<{ token_hash: string }>(
        `SELECT token_hash FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
        [email],
      );
      expect(stored.token_hash).not.toContain(token as string);

      const RESET = 'mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }';
      const weak = await anyone.gql(RESET, { t: token, p: '123' });
      expect(weak.errors?.[0].extensions?.authCode).toBe('weak-password');
      await anyone.ok(RESET, { t: token, p: 'brand new pw' });
      const reused = await anyone.gql(RESET, { t: token, p: 'another new pw' });
      expect(reused.errors?.[0]).toMatchObject({
        message: 'This reset link is invalid or has expired',
        extensions: { authCode: 'invalid-reset-token' },
      });

      const old = await anyone.gql(SIGN_IN, { input: { email, password: 'correct horse' } });
      expect(old.errors?.[0].extensions?.authCode).toBe('wrong-password');
      await anyone.ok(SIGN_IN, { input: { email, password: 'brand new pw' } });
    });

    it('refuses an expired link', async () => {
      const { email } = await signedUp();
      const anyone = new BrowserSession(server.url);
      await anyone.start();
      await anyone.ok('mutation($e: String!) { requestPasswordReset(email: $e) }', { e: email });
      const token = /token=([A-Za-z0-9_-]+)/.exec(await lastMailTo(email))?.[1];
      await sql(
        `UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'
          WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [email],
      );
      const result = await anyone.gql(
        'mutation($t: String!) { resetPassword(token: $t, password: "whatever1") }',
        {
          t: token,
        },
      );
      expect(result.errors?.[0].extensions?.authCode).toBe('invalid-reset-token');
    });
  });

  describe('profile and account', () => {
    it('updates the profile and preferences, changes the password, deletes the account with its data', async () => {
      const { session, email } = await signedUp();
      const profile = await session.ok<{
        updateProfile: { displayName: string; photoUrl: string };
      }>(
        'mutation { updateProfile(input: { displayName: "Ada L.", photoUrl: "https://example.com/a.png" }) { displayName photoUrl } }',
      );
      expect(profile.updateProfile).toEqual({
        displayName: 'Ada L.',
        photoUrl: 'https://example.com/a.png',
      });
      const badPhoto = await session.gql(
        'mutation { updateProfile(input: { photoUrl: "javascript:alert(1)" }) { id } }',
      );
      expect(badPhoto.errors?.[0].message).toBe('Photo URL must be an https:// address');

      const prefs = await session.ok<{ updatePreferences: unknown }>(
        'mutation { updatePreferences(input: { theme: DARK, notifyOnBatchDone: false }) { theme notifyOnBatchDone } }',
      );
      expect(prefs.updatePreferences).toEqual({ theme: 'DARK', notifyOnBatchDone: false });

      const wrongCurrent = await session.gql(
        'mutation { changePassword(currentPassword: "nope nope", newPassword: "next password") }',
      );
      expect(wrongCurrent.errors?.[0].extensions?.authCode).toBe('wrong-password');
      await session.ok(
        'mutation { changePassword(currentPassword: "correct horse", newPassword: "next password") }',
      );

      await session.ok(ADD, { name: 'To be deleted' });
      const refused = await session.gql('mutation { deleteAccount(password: "correct horse") }');
      expect(refused.errors?.[0].extensions?.authCode).toBe('wrong-password');
      await session.ok('mutation { deleteAccount(password: "next password") }');
      expect(await sql('SELECT id FROM users WHERE email = $1', [email])).toEqual([]);
      expect((await session.ok<{ viewer: Viewer }>(ME)).viewer.kind).toBe('GUEST');
    });

    it('refuses account mutations to guests', async () => {
      const guest = new BrowserSession(server.url);
      await guest.start();
      const result = await guest.gql(
        'mutation { updateProfile(input: { displayName: "X" }) { id } }',
      );
      expect(result.errors?.[0]).toMatchObject({
        message: 'Please sign in to continue',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });
  });

  describe('prompt customisation lock', () => {
    it('gives guests and free users the locked defaults at 150 characters and refuses changes', async () => {
      const { session } = await signedUp();
      const settings = await session.ok<{
        promptSettings: { characterCount: number; writingStyle: string };
      }>('{ promptSettings { characterCount writingStyle } }');
      expect(settings.promptSettings).toEqual({
        characterCount: 150,
        writingStyle: 'PROFESSIONAL',
      });
      const change = await session.gql(
        'mutation { updatePromptSettings(input: { tone: FRIENDLY }) { tone } }',
      );
      expect(change.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect(change.errors?.[0].message).toMatch(
        /^Prompt customisation comes with the Pro and Business plans/,
      );
    });
  });
});
