import type { Client } from 'graphql-ws';
import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { sql } from '../../../../test/support/test-env';
import { wsClient } from '../../../../test/support/ws-client';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { kind } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { kind } }`;
const KIND = `{ viewer { kind } }`;
const REQUEST_RESET = 'mutation($e: String!) { requestPasswordReset(email: $e) }';
const RESET = 'mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }';
const PASSWORD = 'correct horse battery';

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `sessions${counter}.${process.pid}.${Date.now()}@example.com`;
}

/** A socket of a device, and how (and whether) it closed. */
interface OpenSocket {
  client: Client;
  closed: Promise<number>;
  isClosed: () => boolean;
}

async function openSocket(url: string, device: BrowserSession): Promise<OpenSocket> {
  const client = wsClient(url, device.cookieHeader);
  let done = false;
  const closed = new Promise<number>((resolve) =>
    client.on('closed', (event) => {
      done = true;
      resolve((event as { code: number }).code);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('error', reject);
  });
  return { client, closed, isClosed: () => done };
}

describe('sessions end everywhere at once', () => {
  let server: TestServer;
  const sockets: OpenSocket[] = [];

  beforeAll(async () => {
    server = await startTestServer({ AUTH_MAX_ATTEMPTS_PER_IP: '10000' });
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) await socket.client.dispose();
  });
  afterAll(async () => {
    await server.close();
  });

  async function device(email?: string): Promise<{ device: BrowserSession; email: string }> {
    const session = new BrowserSession(server.url);
    await session.start();
    if (email) {
      await session.ok(SIGN_IN, { input: { email, password: PASSWORD } });
      return { device: session, email };
    }
    const address = uniqueEmail();
    await session.ok(SIGN_UP, { input: { name: 'Seller', email: address, password: PASSWORD } });
    return { device: session, email: address };
  }

  async function socketOf(session: BrowserSession): Promise<OpenSocket> {
    const socket = await openSocket(server.url, session);
    sockets.push(socket);
    return socket;
  }

  async function resetToken(email: string): Promise<string> {
    const anyone = new BrowserSession(server.url);
    await anyone.start();
    await anyone.ok(REQUEST_RESET, { e: email });
    const [mail] = await sql<{ body: string }>(
      'SELECT body FROM outbox_mails WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
      [email],
    );
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    if (!token) throw new Error('no reset link in the mail');
    return token;
  }

  it('a password reset signs out every session and closes all their sockets', async () => {
    const { device: laptop, email } = await device();
    const { device: phone } = await device(email);
    const laptopSocket = await socketOf(laptop);
    const phoneSocket = await socketOf(phone);

    const token = await resetToken(email);
    const stranger = new BrowserSession(server.url);
    await stranger.start();
    await stranger.ok(RESET, { t: token, p: 'a brand new password' });

    expect(await laptopSocket.closed).toBe(4403);
    expect(await phoneSocket.closed).toBe(4403);
    for (const session of [laptop, phone]) {
      expect((await session.ok<{ viewer: { kind: string } }>(KIND)).viewer.kind).toBe('GUEST');
    }
  });

  it('a password change keeps this session and its socket, and ends the others', async () => {
    const { device: laptop, email } = await device();
    const { device: phone } = await device(email);
    const laptopSocket = await socketOf(laptop);
    const phoneSocket = await socketOf(phone);

    await laptop.ok(
      `mutation { changePassword(currentPassword: "${PASSWORD}", newPassword: "another password") }`,
    );
    expect(await phoneSocket.closed).toBe(4403);
    // The laptop's socket still works: it answers an operation after the phone's closed.
    const kind = await new Promise<unknown>((resolve, reject) =>
      laptopSocket.client.subscribe(
        { query: KIND },
        { next: resolve, error: reject, complete: () => undefined },
      ),
    );
    expect(kind).toEqual({ data: { viewer: { kind: 'USER' } } });
    expect(laptopSocket.isClosed()).toBe(false);
    expect((await phone.ok<{ viewer: { kind: string } }>(KIND)).viewer.kind).toBe('GUEST');
  });

  it("signing out closes that session's sockets only", async () => {
    const { device: laptop, email } = await device();
    const { device: phone } = await device(email);
    const laptopSocket = await socketOf(laptop);
    const phoneSocket = await socketOf(phone);

    await phone.ok('mutation { signOut }');
    expect(await phoneSocket.closed).toBe(4403);
    const kind = await new Promise<unknown>((resolve, reject) =>
      laptopSocket.client.subscribe(
        { query: KIND },
        { next: resolve, error: reject, complete: () => undefined },
      ),
    );
    expect(kind).toEqual({ data: { viewer: { kind: 'USER' } } });
    expect(laptopSocket.isClosed()).toBe(false);
  });

  it('a new reset link voids the older ones, used or not', async () => {
    const { email } = await device();
    const older = await resetToken(email);
    const newer = await resetToken(email);
    const anyone = new BrowserSession(server.url);
    await anyone.start();
    const stale = await anyone.gql(RESET, { t: older, p: 'password one' });
    expect(stale.errors?.[0].extensions?.authCode).toBe('invalid-reset-token');
    await anyone.ok(RESET, { t: newer, p: 'password two' });
    const again = await anyone.gql(RESET, { t: older, p: 'password three' });
    expect(again.errors?.[0].extensions?.authCode).toBe('invalid-reset-token');
    await anyone.ok(SIGN_IN, { input: { email, password: 'password two' } });
  });
});

describe('sign-in attempts are limited where they come from', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      // Behind one proxy: X-Forwarded-For says who the visitor is.
      TRUST_PROXY: '1',
      AUTH_MAX_ATTEMPTS_PER_ACCOUNT_IP: '3',
      AUTH_MAX_ATTEMPTS_PER_IP: '50',
      AUTH_MAX_ATTEMPTS_PER_ACCOUNT: '8',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-throttle`,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  async function signInFrom(ip: string, email: string, password: string): Promise<string> {
    const visitor = new BrowserSession(server.url);
    const response = await visitor.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ query: SIGN_IN, variables: { input: { email, password } } }),
    });
    const body = (await response.json()) as {
      data?: { signIn: { kind: string } } | null;
      errors?: { extensions?: { authCode?: string } }[];
    };
    return body.errors?.[0]?.extensions?.authCode ?? body.data?.signIn.kind ?? 'none';
  }

  it('stops an attacker at their address while the owner signs in from theirs', async () => {
    const owner = new BrowserSession(server.url);
    await owner.start();
    const email = uniqueEmail();
    await owner.ok(SIGN_UP, { input: { name: 'Owner', email, password: PASSWORD } });

    const attack: string[] = [];
    for (let i = 0; i < 20; i += 1)
      attack.push(await signInFrom('203.0.113.66', email, `guess-${i}`));
    expect(attack.slice(0, 3)).toEqual(['wrong-password', 'wrong-password', 'wrong-password']);
    expect(new Set(attack.slice(3))).toEqual(new Set(['too-many-requests']));
    // Even the right password is refused from the attacker's address now…
    expect(await signInFrom('203.0.113.66', email, PASSWORD)).toBe('too-many-requests');
    // …but the owner, from their own address, is not locked out.
    expect(await signInFrom('198.51.100.7', email, PASSWORD)).toBe('USER');
  });

  it('holds a higher ceiling per account against attacks from many addresses', async () => {
    const email = uniqueEmail();
    const owner = new BrowserSession(server.url);
    await owner.start();
    await owner.ok(SIGN_UP, { input: { name: 'Owner', email, password: PASSWORD } });
    const outcomes: string[] = [];
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      for (let i = 0; i < 3; i += 1) outcomes.push(await signInFrom(ip, email, `guess-${i}`));
    }
    // Eight attempts reach the account; the ninth, from a fresh address, hits the ceiling.
    expect(outcomes.filter((outcome) => outcome === 'wrong-password')).toHaveLength(8);
    expect(outcomes[8]).toBe('too-many-requests');
  });
});
