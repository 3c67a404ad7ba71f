import WebSocket from 'ws';
import { CSRF_HEADER } from '../../../core/src/shared/csrf';
import { BrowserSession } from '../../../test/support/browser-session';
import { signedUpSeller } from '../../../test/support/sellers';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { sql } from '../../../test/support/test-env';
import { wsClient } from '../../../test/support/ws-client';

const ITEMS_PAGE = 'items(first: 200) { nodes { id name details notes description } }';
/** The attack of issue 12: a thousand aliases of a 200-item page (about 70 KB). */
const ALIAS_ATTACK = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: ${ITEMS_PAGE}`).join(' ')} }`;
/** The same with a hundred short aliases: within the token limit, so the alias limit speaks. */
const SHORT_ALIASES = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: items(first: 200) { nodes { id } }`).join(' ')} }`;

interface GraphQLAnswer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function postGraphQL(url: string, payload: unknown): Promise<GraphQLAnswer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as GraphQLAnswer['body'] };
}

/** Opens a raw graphql-ws socket; resolves with the handshake's HTTP status on refusal. */
function openSocket(
  url: string,
  headers: Record<string, string>,
): Promise<{ socket: WebSocket } | { refused: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers,
    });
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ refused: response.statusCode ?? 0 });
      response.resume();
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

describe('limits and edges of the HTTP and WebSocket API', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  describe('GraphQL limits', () => {
    it('refuses the thousand-alias attack with 400, naming the limit, before touching the database', async () => {
      const attack = await postGraphQL(server.url, { query: ALIAS_ATTACK });
      expect(attack.status).toBe(400);
      expect(attack.body.data).toBeUndefined();
      expect(attack.body.errors?.[0].message).toMatch(/contains more tha[nt] 2000 tokens/);
      const aliases = await postGraphQL(server.url, { query: SHORT_ALIASES });
      expect(aliases.status).toBe(400);
      expect(aliases.body.data).toBeUndefined();
      expect(aliases.body.errors?.[0].message).toMatch(/Aliases limit of 15 exceeded, found 100/);
    });

    it('refuses an over-limit operation before any session work: a cookieless caller gets no guest session', async () => {
      for (const query of [ALIAS_ATTACK, SHORT_ALIASES]) {
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        });
        expect(response.status).toBe(400);
        // A guest session made for the caller would come back as its cookie.
        expect(response.headers.getSetCookie()).toEqual([]);
        const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
        expect(body.errors[0].extensions.code).toMatch(
          /^(GRAPHQL_PARSE_FAILED|GRAPHQL_VALIDATION_FAILED|BAD_USER_INPUT)$/,
        );
      }
      // An operation within the limits from the same cookieless caller is served as a guest.
      const ordinary = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { kind } }' }),
      });
      expect(ordinary.status).toBe(200);
      expect(ordinary.headers.getSetCookie().join(';')).toMatch(/qc_guest=/);
    });

    it('prices a list by its page size: fifteen aliases of 200 items pass, of 1,000 do not', async () => {
      const { session } = await signedUpSeller(server.url);
      const fifteen = (first: number) =>
        `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: items(first: ${first}) { nodes { id name details notes description } }`).join(' ')} }`;
      const fine = await session.gql(fifteen(100));
      expect(fine.errors).toBeUndefined();
      const tooCostly = await postGraphQL(server.url, { query: fifteen(1000) });
      expect(tooCostly.status).toBe(400);
      expect(tooCostly.body.errors?.[0]).toMatchObject({
        message: 'Query cost limit of 50000 exceeded, found 90015.',
        extensions: { maxCost: 50000, cost: 90015 },
      });
      // Variables count too: the page size may come from them.
      const viaVariables = await postGraphQL(server.url, {
        query: `query ($n: Int!) { ${Array.from({ length: 15 }, (_, i) => `a${i}: items(first: $n) { nodes { id name details notes description } }`).join(' ')} }`,
        variables: { n: 1000 },
      });
      expect(viaVariables.status).toBe(400);
      expect(viaVariables.body.errors?.[0].message).toMatch(/Query cost limit of 50000 exceeded/);
    });

    it('prices the same operation anew for each set of variables', async () => {
      const { session } = await signedUpSeller(server.url);
      const query = `query Pages($n: Int!) { ${Array.from({ length: 15 }, (_, i) => `a${i}: items(first: $n) { nodes { id name details notes description } }`).join(' ')} }`;
      for (const [n, refused] of [
        [100, false],
        [1000, true],
        [100, false],
        [1000, true],
      ] as const) {
        const answer = await session.gql(query, { n });
        expect(answer.errors?.[0]?.message ?? 'fine').toMatch(
          refused ? /Query cost limit of 50000 exceeded, found 90015/ : /^fine$/,
        );
      }
    });

    it('limits depth, tokens and directives, and refuses batched requests', async () => {
      const nested = 'abcdefghijkl'
        .split('')
        .reduceRight((inner, name) => `${name} { ${inner} }`, 'id');
      const tooDeep = await postGraphQL(server.url, { query: `{ ${nested} }` });
      expect(tooDeep.status).toBe(400);
      expect(tooDeep.body.errors?.map((error) => error.message)).toContainEqual(
        expect.stringMatching(/Query depth limit of 10 exceeded, found 13/),
      );
      const tokens = await postGraphQL(server.url, {
        query: `{ viewer { ${'kind '.repeat(2500)} } }`,
      });
      expect(tokens.status).toBe(400);
      expect(tokens.body.errors?.[0].message).toMatch(/contains more tha[nt] 2000 tokens/);
      const directives = await postGraphQL(server.url, {
        query: `{ viewer { kind ${'@include(if: true) '.repeat(25)} } }`,
      });
      expect(directives.status).toBe(400);
      expect(directives.body.errors?.[0].message).toMatch(/Directives limit of 20 exceeded/);
      const batched = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ query: '{ viewer { kind } }' }, { query: '{ viewer { kind } }' }]),
      });
      expect(batched.status).toBe(400);
      expect(await batched.text()).toMatch(/batch/i);
    });

    it('answers a body over the limit with 413, not 500', async () => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { kind } }', padding: 'x'.repeat(2_200_000) }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: 'The request body is larger than the limit of 2 MB',
      });
    });

    it('applies the same limits to operations sent over the WebSocket', async () => {
      const visitor = new BrowserSession(server.url);
      await visitor.start();
      const client = wsClient(server.url, visitor.cookieHeader);
      try {
        const outcome = await new Promise<unknown>((resolve) => {
          client.subscribe(
            { query: SHORT_ALIASES },
            { next: resolve, error: resolve, complete: () => resolve('complete') },
          );
        });
        expect(outcome).toEqual([
          expect.objectContaining({
            message: expect.stringMatching(/Aliases limit of 15 exceeded, found 100/) as string,
          }),
        ]);
        const attack = await new Promise<unknown>((resolve) => {
          client.subscribe(
            { query: ALIAS_ATTACK },
            { next: resolve, error: resolve, complete: () => resolve('complete') },
          );
        });
        expect(attack).toEqual([
          expect.objectContaining({
            message: expect.stringMatching(/contains more tha[nt] 2000 tokens/) as string,
          }),
        ]);
        const ok = await new Promise<unknown>((resolve, reject) => {
          client.subscribe(
            { query: '{ viewer { kind } }' },
            { next: resolve, error: reject, complete: () => undefined },
          );
        });
        expect(ok).toEqual({ data: { viewer: { kind: 'GUEST' } } });
      } finally {
        await client.dispose();
      }
    });

    it('closes a socket that sends a message over the size limit (1009), and lives on', async () => {
      const visitor = new BrowserSession(server.url);
      await visitor.start();
      const opened = await openSocket(server.url, { cookie: visitor.cookieHeader });
      if (!('socket' in opened)) throw new Error('socket refused');
      const closed = new Promise<number>((resolve) => opened.socket.once('close', resolve));
      opened.socket.on('error', () => undefined);
      // Past the handshake first, so only the message's size can close it (not the server's
      // wait for connection_init, however long a busy machine takes to mask 95 MB).
      const acknowledged = new Promise<void>((resolve) =>
        opened.socket.once('message', (data: Buffer) => {
          expect(JSON.parse(data.toString())).toMatchObject({ type: 'connection_ack' });
          resolve();
        }),
      );
      opened.socket.send(JSON.stringify({ type: 'connection_init' }));
      await acknowledged;
      // 95 MB, as in the report: refused from the frame header, never buffered whole.
      opened.socket.send(Buffer.alloc(95 * 1024 * 1024, 0x20));
      expect(await closed).toBe(1009);
      const after = await postGraphQL(server.url, { query: '{ viewer { kind } }' });
      expect(after.status).toBe(200);
    });
  });

  describe('only our own pages act for a seller', () => {
    it('refuses a WebSocket from another origin before anything runs', async () => {
      const { session } = await signedUpSeller(server.url);
      const foreign = await openSocket(server.url, {
        cookie: session.cookieHeader,
        // A page on another port of the same host.
        origin: 'http://127.0.0.1:1',
      });
      expect(foreign).toEqual({ refused: 403 });
      const own = await openSocket(server.url, {
        cookie: session.cookieHeader,
        origin: server.url,
      });
      expect('socket' in own).toBe(true);
      if ('socket' in own) own.socket.close();
    });

    it('refuses a text/plain form post, a missing header and a foreign origin on every upload route', async () => {
      const { session, userId } = await signedUpSeller(server.url, { plan: 'business' });
      const routes = [
        '/api/imports/inspect?format=general&filename=p.csv',
        ...['general', 'shopify', 'amazon', 'etsy'].map(
          (format) => `/api/imports/${format}?filename=p.csv`,
        ),
        '/api/auth/sign-in',
        '/admin/providers/reset',
      ];
      const csv = 'Item Name,Item SKU,Item Details,Item Price,Item Notes\nMug,M-1,,1,\n';
      for (const route of routes) {
        // What an auto-submitted <form enctype="text/plain"> sends: cookies, no custom header.
        const form = await session.fetch(route, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', [CSRF_HEADER]: '' },
          body: csv,
        });
        expect({ route, status: form.status }).toEqual({ route, status: 415 });
        await form.text();
        const urlEncoded = await session.fetch(route, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', [CSRF_HEADER]: '' },
          body: 'a=1',
        });
        expect({ route, status: urlEncoded.status }).toEqual({ route, status: 415 });
        await urlEncoded.text();
        const noHeader = await session.fetch(route, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', [CSRF_HEADER]: '' },
          body: csv,
        });
        expect({ route, status: noHeader.status }).toEqual({ route, status: 403 });
        expect(await noHeader.json()).toEqual({ error: 'Missing the X-Quillcart-CSRF header' });
        const foreign = await session.fetch(route, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', origin: 'http://127.0.0.1:1' },
          body: csv,
        });
        expect({ route, status: foreign.status }).toEqual({ route, status: 403 });
        await foreign.text();
      }
      const [{ n }] = await sql<{ n: number }>(
        'SELECT count(*)::int AS n FROM items WHERE owner_user_id = $1',
        [userId],
      );
      expect(n).toBe(0);
      // Our own pages (the header, the page's origin) import as before.
      const own = await session.fetch('/api/imports/general?filename=p.csv', {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', origin: server.url },
        body: csv,
      });
      expect(own.status).toBe(200);
      expect(await own.json()).toMatchObject({ imported: 1 });
    });

    it("lets Bull Board's own page change queues without our header, never another origin", async () => {
      // An address of its own: other files sign their operators up in the same database.
      const email = `board-ops.${process.pid}.${Date.now()}@quillcart.example`;
      const board = await startTestServer({
        OPERATOR_EMAILS: email,
        // Its own queues: pausing one must not touch the other tests' batches.
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}-board`,
      });
      try {
        const operator = new BrowserSession(board.url);
        await operator.start();
        await operator.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
          i: { name: 'Ops', email, password: 'correct horse battery' },
        });
        const pause = (origin: string) =>
          operator.fetch('/admin/queues/api/queues/system/pause', {
            method: 'PUT',
            headers: { origin, [CSRF_HEADER]: '' },
          });
        const foreign = await pause('http://127.0.0.1:1');
        expect(foreign.status).toBe(403);
        await foreign.text();
        const own = await pause(board.url);
        expect(own.status).toBe(200);
        await own.text();
        const resumed = await operator.fetch('/admin/queues/api/queues/system/resume', {
          method: 'PUT',
          headers: { origin: board.url, [CSRF_HEADER]: '' },
        });
        expect(resumed.status).toBe(200);
        await resumed.text();
      } finally {
        await board.close();
      }
    });

    it('refuses GraphQL from another origin and a form-encoded GraphQL post', async () => {
      const { session } = await signedUpSeller(server.url);
      const foreign = await session.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:1' },
        body: JSON.stringify({ query: 'mutation { addItem(input: { name: "x" }) { id } }' }),
      });
      expect(foreign.status).toBe(403);
      await foreign.text();
      const form = await session.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query: 'mutation { addItem(input: { name: "x" }) { id } }' }),
      });
      expect(form.status).toBe(415);
      await form.text();
      // A simple GET (an <img src>, a link) cannot run anything either (Apollo's CSRF check).
      const get = await session.fetch(
        `/graphql?query=${encodeURIComponent('{ viewer { kind } }')}`,
      );
      expect(get.status).toBe(400);
      await get.text();
    });
  });
});

describe('headers and schema exposure by environment', () => {
  it('in production: no introspection, no suggestions, security headers on HTML', async () => {
    const production = await startTestServer({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://quillcart.example',
    });
    try {
      const introspection = await postGraphQL(production.url, {
        query: '{ __schema { types { name } } }',
      });
      expect(introspection.status).toBe(400);
      expect(JSON.stringify(introspection.body)).toMatch(/introspection/i);
      const typo = await postGraphQL(production.url, { query: '{ viewr { kind } }' });
      expect(typo.status).toBe(400);
      expect(typo.body.errors?.[0].message).toBe('Cannot query field "viewr" on type "Query".');
      const health = await fetch(`${production.url}/healthz`);
      expect(health.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(health.headers.get('x-frame-options')).toBe('DENY');
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');
      expect(health.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(health.headers.get('content-security-policy')).toContain("script-src 'self'");
      // helmet's whole set, on GraphQL answers as on every other.
      const answer = await fetch(`${production.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      for (const [name, value] of [
        ['cross-origin-opener-policy', 'same-origin'],
        ['cross-origin-resource-policy', 'same-origin'],
        ['origin-agent-cluster', '?1'],
        ['x-dns-prefetch-control', 'off'],
        ['x-download-options', 'noopen'],
        ['x-permitted-cross-domain-policies', 'none'],
        ['x-xss-protection', '0'],
      ]) {
        expect(health.headers.get(name)).toBe(value);
      }
      for (const [name, value] of health.headers) {
        if (name === 'content-type' || name === 'content-length' || name === 'date') continue;
        if (name === 'etag' || name === 'connection' || name === 'keep-alive') continue;
        expect([name, answer.headers.get(name)]).toEqual([name, value]);
      }
    } finally {
      await production.close();
    }
  });

  it('in development: introspection and suggestions on, no HSTS over http', async () => {
    const development = await startTestServer({ NODE_ENV: 'development' });
    try {
      const introspection = await postGraphQL(development.url, {
        query: '{ __schema { queryType { name } } }',
      });
      expect(introspection.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
      const typo = await postGraphQL(development.url, { query: '{ viewr { kind } }' });
      expect(typo.body.errors?.[0].message).toMatch(/Did you mean "viewer"\?/);
      const health = await fetch(`${development.url}/healthz`);
      expect(health.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await development.close();
    }
  });
});
