import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { sql } from '../../../../test/support/test-env';

const CREATE = `mutation($name: String!) { createApiToken(name: $name) { token apiToken { id name tokenPrefix } } }`;

async function setPlan(email: string, plan: string): Promise<void> {
  await sql(
    `UPDATE subscriptions SET plan = $2 WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
    [email, plan],
  );
}

async function bearer(url: string, token: string, query: string): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
}

describe('personal API tokens', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('lets a Business user call GraphQL with a bearer token until it is revoked', async () => {
    const seller = new BrowserSession(server.url);
    await seller.start();
    const email = `api.${Date.now()}@example.com`;
    await seller.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
      i: { name: 'Biz', email, password: 'secret pw' },
    });
    await seller.ok('mutation { addItem(input: { name: "From the browser" }) { id } }');

    const free = await seller.gql(CREATE, { name: 'CI' });
    expect(free.errors?.[0]).toMatchObject({
      message: 'API tokens come with the Business plan',
      extensions: { code: 'FORBIDDEN' },
    });

    await setPlan(email, 'business');
    const { createApiToken } = await seller.ok<{
      createApiToken: {
        token: string;
        apiToken: { id: string; name: string; tokenPrefix: string };
      };
    }>(CREATE, { name: 'CI' });
    expect(createApiToken.token).toMatch(/^qc_[A-Za-z0-9_-]{43}$/);
    expect(createApiToken.token.startsWith(createApiToken.apiToken.tokenPrefix)).toBe(true);

    const listed = await seller.ok<{ apiTokens: { name: string; tokenPrefix: string }[] }>(
      '{ apiTokens { name tokenPrefix } }',
    );
    expect(listed.apiTokens).toEqual([
      { name: 'CI', tokenPrefix: createApiToken.apiToken.tokenPrefix },
    ]);
    expect(JSON.stringify(listed)).not.toContain(createApiToken.token);

    const viaToken = await bearer(
      server.url,
      createApiToken.token,
      '{ items(first: 10) { nodes { name } } viewer { kind user { email } } }',
    );
    expect(await viaToken.json()).toEqual({
      data: {
        items: { nodes: [{ name: 'From the browser' }] },
        viewer: { kind: 'USER', user: { email } },
      },
    });
    // A token cannot sign in or out.
    const signOut = (await (
      await bearer(server.url, createApiToken.token, 'mutation { signOut }')
    ).json()) as {
      errors: { message: string }[];
    };
    expect(signOut.errors[0].message).toBe('API tokens cannot sign in or out');

    await seller.ok('mutation($id: ID!) { revokeApiToken(id: $id) }', {
      id: createApiToken.apiToken.id,
    });
    const revoked = await bearer(server.url, createApiToken.token, '{ viewer { kind } }');
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({ error: 'Invalid or revoked API token' });
  });

  it('judges a bearer token even beside a signed-in session cookie', async () => {
    const seller = new BrowserSession(server.url);
    await seller.start();
    await seller.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
      i: { name: 'Both', email: `both.${Date.now()}@example.com`, password: 'secret pw' },
    });
    await seller.ok('mutation { addItem(input: { name: "Mine" }) { id } }');
    const query = JSON.stringify({ query: '{ items(first: 10) { nodes { name } } }' });
    const send = (headers: Record<string, string>) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: seller.cookieHeader, ...headers },
        body: query,
      });
    // Twice each way: the second request is answered from the session in memory.
    for (let round = 0; round < 2; round += 1) {
      const withCookie = await send({});
      expect(await withCookie.json()).toEqual({ data: { items: { nodes: [{ name: 'Mine' }] } } });
      const withBadToken = await send({ authorization: 'Bearer qc_made-up-token' });
      expect(withBadToken.status).toBe(401);
    }
  });

  it('refuses a made-up token and never falls back to a guest', async () => {
    const response = await bearer(server.url, 'qc_made-up-token', '{ viewer { kind } }');
    expect(response.status).toBe(401);
  });
});
