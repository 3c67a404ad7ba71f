import { FakeAiServer } from '../../../../test/fakes/fake-ai-server';
import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { sql } from '../../../../test/support/test-env';

const GENERATE = `mutation($id: ID!) { generateDescription(itemId: $id) {
  item { id description provider claimWarnings status } provider providerName fallbackUsed
  usage { generationsUsed remaining overage }
} }`;
const ADD = `mutation($i: ItemInput) { addItem(input: $i) { id } }`;
const MUG = {
  name: 'Ceramic Mug',
  sku: 'MUG-1',
  details: 'Stoneware | 350 ml | Dishwasher safe',
  price: '12.99',
  notes: 'Handmade in Portugal',
};

interface Result {
  item: {
    id: string;
    description: string;
    provider: string;
    claimWarnings: string[];
    status: string;
  };
  provider: string;
  providerName: string;
  fallbackUsed: boolean;
  usage: { generationsUsed: number; remaining: number; overage: number };
}

let seq = 0;
async function seller(
  url: string,
  plan = 'free',
  used = 0,
): Promise<{ session: BrowserSession; userId: string }> {
  seq += 1;
  const session = new BrowserSession(url);
  await session.start();
  const email = `gen${seq}.${Date.now()}@example.com`;
  await session.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
    i: { name: 'Gen', email, password: 'secret pw' },
  });
  const [{ id }] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  await sql('UPDATE subscriptions SET plan = $2 WHERE user_id = $1', [id, plan]);
  await sql('UPDATE usage_records SET generations_used = $2 WHERE user_id = $1', [id, used]);
  return { session, userId: id };
}

describe('generating one description, with no provider key (fresh install)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('writes a real description with the built-in writer, records it, and uses the guest allowance', async () => {
    const guest = new BrowserSession(server.url);
    await guest.start();
    const { addItem } = await guest.ok<{ addItem: { id: string } }>(ADD, { i: MUG });
    const { generateDescription: result } = await guest.ok<{ generateDescription: Result }>(
      GENERATE,
      { id: addItem.id },
    );
    expect(result).toMatchObject({
      provider: 'builtin',
      providerName: 'Built-in writer',
      fallbackUsed: false,
    });
    expect(result.item.description).toContain('Ceramic Mug');
    // Guests generate at the locked 150 characters: within 90 % (min 100) … 110 %.
    expect(result.item.description.length).toBeLessThanOrEqual(165);
    expect(result.item).toMatchObject({ provider: 'builtin', claimWarnings: [], status: 'IDLE' });
    expect(result.usage).toMatchObject({ generationsUsed: 1, remaining: 0 });
    const records = await sql<{
      outcome: string;
      provider: string;
      character_count: number;
      language: string;
    }>(
      'SELECT outcome, provider, character_count, language FROM generation_records WHERE item_id = $1',
      [addItem.id],
    );
    expect(records).toEqual([
      { outcome: 'success', provider: 'builtin', character_count: 150, language: 'English' },
    ]);

    const second = await guest.ok<{ addItem: { id: string } }>(ADD, {
      i: { ...MUG, sku: 'MUG-2' },
    });
    const refused = await guest.gql(GENERATE, { id: second.addItem.id });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Guest users can only generate 1 description. Please sign in to continue.',
      extensions: { code: 'QUOTA_EXCEEDED' },
    });

    // Signing up carries the guest's generation history into the account.
    await guest.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
      i: {
        name: 'Keeps history',
        email: `history.${Date.now()}@example.com`,
        password: 'secret pw',
      },
    });
    const [moved] = await sql<{ owner_user_id: string | null; owner_guest_id: string | null }>(
      'SELECT owner_user_id, owner_guest_id FROM generation_records WHERE item_id = $1',
      [addItem.id],
    );
    expect(moved.owner_guest_id).toBeNull();
    expect(moved.owner_user_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('needs a name, and answers not found for another owner’s item', async () => {
    const a = new BrowserSession(server.url);
    await a.start();
    const { addItem } = await a.ok<{ addItem: { id: string } }>(ADD, { i: { sku: 'X' } });
    const nameless = await a.gql(GENERATE, { id: addItem.id });
    expect(nameless.errors?.[0]).toMatchObject({
      message: 'Please enter an item name first',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const b = new BrowserSession(server.url);
    await b.start();
    const foreign = await b.gql(GENERATE, { id: addItem.id });
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'Item not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('stops a free user at 25 and lets 20 concurrent requests with 5 left write exactly 5', async () => {
    const { session, userId } = await seller(server.url, 'free', 20);
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      ids.push(
        (await session.ok<{ addItem: { id: string } }>(ADD, { i: { ...MUG, sku: `C-${i}` } }))
          .addItem.id,
      );
    }
    const answers = await Promise.all(
      ids.map((id) => session.gql<{ generateDescription: Result }>(GENERATE, { id })),
    );
    const written = answers.filter((answer) => answer.data?.generateDescription);
    const refused = answers.filter(
      (answer) => answer.errors?.[0].extensions?.code === 'QUOTA_EXCEEDED',
    );
    expect(written).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(refused[0].errors?.[0].message).toBe(
      'Generation limit reached. You have 0 generations remaining this month. Please upgrade your plan to continue.',
    );
    const [usage] = await sql<{ generations_used: number }>(
      'SELECT generations_used FROM usage_records WHERE user_id = $1',
      [userId],
    );
    expect(usage.generations_used).toBe(25);
    const [{ count }] = await sql<{ count: string }>(
      `SELECT count(*) FROM items WHERE owner_user_id = $1 AND description <> ''`,
      [userId],
    );
    expect(Number(count)).toBe(5);
  });

  it('lets a paid plan go on into overage', async () => {
    const { session } = await seller(server.url, 'pro', 850);
    const { addItem } = await session.ok<{ addItem: { id: string } }>(ADD, { i: MUG });
    const { generateDescription } = await session.ok<{ generateDescription: Result }>(GENERATE, {
      id: addItem.id,
    });
    expect(generateDescription.usage).toMatchObject({ generationsUsed: 851, overage: 1 });
  });
});

describe('the free guest generation', () => {
  it('is not handed out again to a visitor who keeps clearing cookies', async () => {
    const capped = await startTestServer({
      GUEST_FREE_SESSIONS_PER_IP_PER_DAY: '2',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-farm`,
    });
    try {
      const outcomes: string[] = [];
      for (let visit = 0; visit < 3; visit += 1) {
        // A fresh cookie jar each time: a visitor who cleared their cookies.
        const visitor = new BrowserSession(capped.url);
        await visitor.start();
        const { addItem } = await visitor.ok<{ addItem: { id: string } }>(ADD, { i: MUG });
        const answer = await visitor.gql(GENERATE, { id: addItem.id });
        outcomes.push(answer.errors?.[0].extensions?.code ?? 'generated');
      }
      expect(outcomes).toEqual(['generated', 'generated', 'QUOTA_EXCEEDED']);
    } finally {
      await capped.close();
    }
  });
});

describe('generating through the provider chain', () => {
  let fake: FakeAiServer;
  let server: TestServer;
  beforeAll(async () => {
    fake = new FakeAiServer();
    await fake.start();
    server = await startTestServer({
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-chain`,
      GENERATION_PROVIDERS: 'gemini,openai',
      GEMINI_API_KEY: 'gem-key',
      GEMINI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.url,
      PROVIDER_TIMEOUT_MS: '2000',
      OPERATOR_EMAILS: 'ops@quillcart.example',
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.stop();
  });

  it('cleans the answer, names the fallback provider, flags invented claims, and counts only successes', async () => {
    const { session, userId } = await seller(server.url, 'pro', 0);
    const { addItem } = await session.ok<{ addItem: { id: string } }>(ADD, { i: MUG });
    fake.script('gemini', [{ kind: 'status', status: 503, message: 'overloaded' }]);
    fake.script('openai', [
      {
        kind: 'text',
        text: '**Description:** Enjoy your morning coffee in this stoneware mug, which holds 350 ml and is made of stainless steel. Handmade in Portugal and dishwasher safe, it is built for daily use!!!',
      },
    ]);
    const { generateDescription: result } = await session.ok<{ generateDescription: Result }>(
      GENERATE,
      { id: addItem.id },
    );
    expect(result).toMatchObject({
      provider: 'openai',
      providerName: 'OpenAI',
      fallbackUsed: true,
    });
    expect(result.item.description.startsWith('Enjoy your morning coffee')).toBe(true);
    expect(result.item.description).not.toContain('**');
    expect(result.item.description).not.toContain('!!!');
    expect(result.item.claimWarnings).toEqual(['stainless steel']);
    expect(result.usage.generationsUsed).toBe(1);

    // Every provider fails: a clear error, nothing consumed, a failed record kept.
    fake.script('openai', [{ kind: 'status', status: 500, message: 'down' }]);
    fake.script('gemini', [{ kind: 'status', status: 500, message: 'down too' }]);
    const failed = await session.gql(GENERATE, { id: addItem.id });
    expect(failed.errors?.[0]).toMatchObject({ extensions: { code: 'GENERATION_FAILED' } });
    expect(failed.errors?.[0].message).toMatch(/^(Gemini|OpenAI) API error: down/);
    const [usage] = await sql<{ generations_used: number }>(
      'SELECT generations_used FROM usage_records WHERE user_id = $1',
      [userId],
    );
    expect(usage.generations_used).toBe(1);
    const outcomes = await sql<{ outcome: string }>(
      'SELECT outcome FROM generation_records WHERE item_id = $1 ORDER BY created_at',
      [addItem.id],
    );
    expect(outcomes.map((row) => row.outcome)).toEqual(['success', 'failed']);
    const [item] = await sql<{ status: string; description: string }>(
      'SELECT status, description FROM items WHERE id = $1',
      [addItem.id],
    );
    expect(item.status).toBe('failed');
    expect(item.description.startsWith('Enjoy your morning coffee')).toBe(true);
  });

  it('treats a refusal as a failed answer and moves down the chain', async () => {
    const { session } = await seller(server.url, 'pro', 0);
    const { addItem } = await session.ok<{ addItem: { id: string } }>(ADD, { i: MUG });
    fake.script('gemini', [{ kind: 'text', text: "I'm sorry, but as an AI I cannot write that." }]);
    fake.script('openai', [
      {
        kind: 'text',
        text: 'A stoneware mug that holds 350 ml, handmade in Portugal and dishwasher safe. Made for slow mornings and long conversations over coffee.',
      },
    ]);
    const { generateDescription } = await session.ok<{ generateDescription: Result }>(GENERATE, {
      id: addItem.id,
    });
    expect(generateDescription.provider).toBe('openai');
  });

  it('lets an operator see the provider in use and send the chain back to the primary', async () => {
    const { session } = await seller(server.url, 'pro', 0);
    const { addItem } = await session.ok<{ addItem: { id: string } }>(ADD, { i: MUG });
    fake.script('gemini', [{ kind: 'status', status: 429, message: 'slow down' }]);
    fake.script('openai', [
      {
        kind: 'text',
        text: 'A stoneware mug that holds 350 ml, handmade in Portugal and dishwasher safe.',
      },
    ]);
    await session.ok(GENERATE, { id: addItem.id });

    expect((await session.fetch('/admin/providers')).status).toBe(404);
    const operator = new BrowserSession(server.url);
    await operator.start();
    await operator.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
      i: { name: 'Ops', email: 'ops@quillcart.example', password: 'secret pw' },
    });
    expect(await (await operator.fetch('/admin/providers')).json()).toMatchObject({
      chain: ['gemini', 'openai'],
      active: 'openai',
    });
    const reset = await operator.fetch('/admin/providers/reset', { method: 'POST' });
    expect(await reset.json()).toMatchObject({ chain: ['gemini', 'openai'], active: 'gemini' });
  });
});
