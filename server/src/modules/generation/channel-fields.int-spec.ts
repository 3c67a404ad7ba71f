import { parseRows } from '../../../../core/src/csv/test-support/csv-fixtures';
import { createLogger } from '../../../../core/src/logging/logger';
import {
  CHANNEL_FIELDS,
  CHANNEL_LIMITS,
  EMPTY_CHANNEL_FIELDS,
  ETSY_TAG_PATTERN,
  utf8Length,
} from '../../../../core/src/shared/channel-fields';
import { FakeAiServer } from '../../../../test/fakes/fake-ai-server';
import {
  batchFinished,
  cancelLeftoverBatches,
  waitForBatch,
} from '../../../../test/support/batches';
import {
  startInProcessWorker,
  type WorkerProcess,
} from '../../../../test/support/in-process-worker';
import { ownDatabase } from '../../../../test/support/own-database';
import type { BrowserSession } from '../../../../test/support/browser-session';
import { signedUpSeller } from '../../../../test/support/sellers';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { deleteRedisKeys, sql } from '../../../../test/support/test-env';

// Issue 16: one generation writes the marketplace fields the seller chose beside the
// description, each within its channel's published limits, charged as one generation.

const CHANNEL = `seoTitle seoDescription bulletPoints searchTerms tags marketplaceTitle`;
const GENERATE = `mutation($id: ID!) { generateDescription(itemId: $id) {
  item { id description claimWarnings ${CHANNEL} } usage { generationsUsed }
} }`;
const ITEM = `query($id: ID!) { item(id: $id) { description ${CHANNEL} } }`;
const ADD = `mutation($i: ItemInput) { addItem(input: $i) { id } }`;
const CHOOSE = `mutation($f: [ChannelField!]) {
  updatePromptSettings(input: { channelFields: $f }) { channelFields }
}`;
const ALL_FIELDS = [
  'SEO_TITLE',
  'SEO_DESCRIPTION',
  'BULLET_POINTS',
  'SEARCH_TERMS',
  'TAGS',
  'MARKETPLACE_TITLE',
];
const BOARD = {
  name: 'Oak Cutting Board',
  sku: 'BRD-1',
  details: 'Solid oak | 40 x 25 cm | Juice groove | Rubber feet | Oiled finish',
  price: '39.00',
  notes: 'Tags: kitchen, gift | Hand wash only',
};

interface Channel {
  seoTitle: string | null;
  seoDescription: string | null;
  bulletPoints: string[];
  searchTerms: string | null;
  tags: string[];
  marketplaceTitle: string | null;
}

/** Every limit the marketplaces publish, checked on what the API answers. */
function expectWithinLimits(fields: Channel): void {
  expect(fields.seoTitle?.length ?? 0).toBeLessThanOrEqual(CHANNEL_LIMITS.seoTitle.maxChars);
  expect(fields.seoDescription?.length ?? 0).toBeLessThanOrEqual(
    CHANNEL_LIMITS.seoDescription.maxChars,
  );
  expect(fields.bulletPoints.length).toBeLessThanOrEqual(CHANNEL_LIMITS.bulletPoints.count);
  for (const bullet of fields.bulletPoints) {
    expect(bullet.length).toBeLessThanOrEqual(CHANNEL_LIMITS.bulletPoints.maxChars);
  }
  expect(utf8Length(fields.searchTerms ?? '')).toBeLessThanOrEqual(
    CHANNEL_LIMITS.searchTerms.maxBytes,
  );
  const titleWords = new Set((fields.marketplaceTitle ?? '').toLowerCase().split(/\W+/));
  for (const word of (fields.searchTerms ?? '').split(' ')) {
    expect(titleWords.has(word)).toBe(false);
  }
  expect(fields.tags.length).toBeLessThanOrEqual(CHANNEL_LIMITS.tags.maxCount);
  for (const tag of fields.tags) {
    expect(tag.length).toBeLessThanOrEqual(CHANNEL_LIMITS.tags.maxChars);
    expect(tag).toMatch(ETSY_TAG_PATTERN);
  }
  expect(fields.marketplaceTitle?.length ?? 0).toBeLessThanOrEqual(
    CHANNEL_LIMITS.marketplaceTitle.maxChars,
  );
}

/** The seller's generations used this month, as Postgres holds them. */
async function generationsUsed(userId: string): Promise<number> {
  const [row] = await sql<{ used: number }>(
    'SELECT generations_used AS used FROM usage_records WHERE user_id = $1',
    [userId],
  );
  return row.used;
}

async function addBoard(session: BrowserSession): Promise<string> {
  return (await session.ok<{ addItem: { id: string } }>(ADD, { i: BOARD })).addItem.id;
}

describe('marketplace fields written with the description', () => {
  let fake: FakeAiServer;
  let server: TestServer;
  let worker: WorkerProcess | null = null;
  const prefix = `${process.env.REDIS_PREFIX}-channel`;
  const database = ownDatabase('channel');

  beforeAll(async () => {
    await database.setUp();
    fake = new FakeAiServer();
    await fake.start();
    server = await startTestServer({ REDIS_PREFIX: prefix });
  });
  afterEach(async () => {
    await worker?.close();
    worker = null;
    await cancelLeftoverBatches();
  });

  /** A worker whose chain starts at the fake Gemini, answering with the given key's script. */
  function geminiWorker(key: string): Promise<WorkerProcess> {
    return startInProcessWorker(
      {
        ...process.env,
        REDIS_PREFIX: prefix,
        GEMINI_API_KEY: key,
        GEMINI_BASE_URL: fake.url,
        GENERATION_PROVIDERS: 'gemini,builtin',
        PROVIDER_LIMITS: 'gemini=rpm:100000',
      },
      createLogger('test', process.env.TEST_LOG ?? 'silent'),
    );
  }
  afterAll(async () => {
    await server.close();
    await fake.stop();
    await database.tearDown();
    await deleteRedisKeys(process.env.REDIS_URL as string, prefix);
  });

  it('one Generate writes every chosen field within its limits, records them, and charges one generation', async () => {
    const { session, userId } = await signedUpSeller(server.url, { plan: 'pro' });
    await session.ok(CHOOSE, { f: ALL_FIELDS });
    const id = await addBoard(session);
    const { generateDescription } = await session.ok<{
      generateDescription: {
        item: Channel & { description: string };
        usage: { generationsUsed: number };
      };
    }>(GENERATE, { id });
    const { item } = generateDescription;
    expect(generateDescription.usage.generationsUsed).toBe(1);
    expect(item.description).not.toBe('');
    expect(item.seoTitle).toMatch(/^Oak Cutting Board/);
    expect(item.seoDescription).not.toBeNull();
    expect(item.bulletPoints).toHaveLength(5);
    expect(item.bulletPoints[0]).toBe('Solid oak.');
    expect(item.searchTerms).not.toBeNull();
    expect(item.tags).toEqual(expect.arrayContaining(['kitchen', 'gift']));
    expect(item.marketplaceTitle).toMatch(/^Oak Cutting Board/);
    expectWithinLimits(item);

    // What the API answers is what Postgres holds, and the record keeps what was written.
    const again = await session.ok<{ item: Channel }>(ITEM, { id });
    expect(again.item).toMatchObject({ seoTitle: item.seoTitle, tags: item.tags });
    const [record] = await sql<{ channel_fields: Channel }>(
      'SELECT channel_fields FROM generation_records WHERE item_id = $1',
      [id],
    );
    expect(record.channel_fields).toEqual({
      seoTitle: item.seoTitle,
      seoDescription: item.seoDescription,
      bulletPoints: item.bulletPoints,
      searchTerms: item.searchTerms,
      tags: item.tags,
      marketplaceTitle: item.marketplaceTitle,
    });
    expect(await generationsUsed(userId)).toBe(1);
  });

  it('writes only the chosen fields, and a generation without any clears the earlier ones', async () => {
    const { session } = await signedUpSeller(server.url, { plan: 'free' });
    await session.ok(CHOOSE, { f: ['TAGS'] });
    const id = await addBoard(session);
    const first = await session.ok<{ generateDescription: { item: Channel } }>(GENERATE, { id });
    expect(first.generateDescription.item).toMatchObject({
      seoTitle: null,
      seoDescription: null,
      bulletPoints: [],
      searchTerms: null,
      marketplaceTitle: null,
    });
    expect(first.generateDescription.item.tags.length).toBeGreaterThan(0);
    await session.ok(CHOOSE, { f: [] });
    const second = await session.ok<{ generateDescription: { item: Channel } }>(GENERATE, { id });
    expect(second.generateDescription.item.tags).toEqual([]);
  });

  it('Generate All writes the fields for every item, with a provider answering the description', async () => {
    const key = 'channel-gem-key';
    const gemini = fake.tenant(key);
    gemini.script('gemini', [], {
      kind: 'text',
      text:
        'This solid oak cutting board measures 40 x 25 cm and has a juice groove to catch ' +
        'liquids. Rubber feet keep it steady on the counter, and the oiled finish protects the ' +
        'wood. Hand wash only to keep it looking its best for years of daily use.',
    });
    worker = await geminiWorker(key);
    const { session } = await signedUpSeller(server.url, { plan: 'pro' });
    await session.ok(CHOOSE, { f: ALL_FIELDS });
    const ids = [await addBoard(session), await addBoard(session), await addBoard(session)];
    const { generateAll } = await session.ok<{ generateAll: { id: string } }>(
      'mutation { generateAll { id } }',
    );
    const batch = await waitForBatch(session, generateAll.id, batchFinished);
    expect(batch).toMatchObject({ status: 'COMPLETED', succeeded: 3, failed: 0 });
    for (const id of ids) {
      const { item } = await session.ok<{ item: Channel & { description: string } }>(ITEM, {
        id,
      });
      expect(item.description).toMatch(/^This solid oak cutting board/);
      expect(item.bulletPoints).toHaveLength(5);
      // The provider's own bullets (the fake's obliging answer), not the offline composition.
      expect(item.bulletPoints[1]).toBe('Easy to care for and pleasant to handle.');
      expect(item.marketplaceTitle).toMatch(/^Oak Cutting Board/);
      expectWithinLimits(item);
    }
    // One call per item, each asking for the fields with the description.
    expect(gemini.requests).toHaveLength(3);
    for (const request of gemini.requests) {
      expect(request.body.generationConfig).toMatchObject({
        responseMimeType: 'application/json',
        responseSchema: { required: ['description', ...CHANNEL_FIELDS] },
      });
    }
    gemini.release();
  });

  it('exports put the fields in their marketplace columns', async () => {
    const { session } = await signedUpSeller(server.url, { plan: 'pro' });
    await session.ok(CHOOSE, { f: ALL_FIELDS });
    const id = await addBoard(session);
    const { generateDescription } = await session.ok<{ generateDescription: { item: Channel } }>(
      GENERATE,
      { id },
    );
    const item = generateDescription.item;
    const rowOf = async (format: string) => {
      const [header, row] = await parseRows(
        await (await session.fetch(`/api/exports/${format}`)).text(),
      );
      return (column: string) => row[header.indexOf(column)];
    };
    const shopify = await rowOf('shopify');
    expect(shopify('SEO Title')).toBe(item.seoTitle);
    expect(shopify('SEO Description')).toBe(item.seoDescription);
    const amazon = await rowOf('amazon');
    expect(amazon('item-name')).toBe(item.marketplaceTitle);
    expect([1, 2, 3, 4, 5].map((n) => amazon(`bullet_point${n}`))).toEqual(item.bulletPoints);
    expect(amazon('Generic Keywords')).toBe(item.searchTerms);
    const etsy = await rowOf('etsy');
    expect(etsy('TITLE')).toBe(item.marketplaceTitle);
    expect(etsy('TAGS')).toBe(item.tags.join(','));
  });

  it('after a batch, flags the descriptions that read like others in the catalogue, and counts them on the batch', async () => {
    const key = 'sameness-gem-key';
    const gemini = fake.tenant(key);
    // The provider answers every product with the same words: copy-paste content.
    gemini.script('gemini', [], {
      kind: 'text',
      text:
        'Crafted for everyday use, this piece brings lasting quality to your kitchen and ' +
        'makes a thoughtful gift for anyone who loves to cook at home with good tools.',
    });
    worker = await geminiWorker(key);
    const { session } = await signedUpSeller(server.url, { plan: 'pro' });
    // A product described by hand, in its own words: never flagged.
    const own = (
      await session.ok<{ addItem: { id: string } }>(ADD, {
        i: { ...BOARD, name: 'Walnut Tray', description: 'A walnut tray, oiled by hand.' },
      })
    ).addItem.id;
    const ids = [await addBoard(session), await addBoard(session), await addBoard(session)];
    const { generateAll } = await session.ok<{ generateAll: { id: string } }>(
      'mutation { generateAll { id } }',
    );
    const batch = await waitForBatch(session, generateAll.id, batchFinished);
    expect(batch).toMatchObject({ status: 'COMPLETED', succeeded: 3 });
    const counted = await session.ok<{ generationBatch: { samenessFlagged: number } }>(
      'query($id: ID!) { generationBatch(id: $id) { samenessFlagged } }',
      { id: generateAll.id },
    );
    expect(counted.generationBatch.samenessFlagged).toBe(3);
    const SAMENESS = `query($id: ID!) { item(id: $id) { sameness {
      sharesWordsWith sharesWordsWithCount sharedRun sameOpeningAs sameOpeningCount } } }`;
    for (const id of ids) {
      const { item } = await session.ok<{ item: { sameness: Record<string, unknown> | null } }>(
        SAMENESS,
        { id },
      );
      expect(item.sameness).toMatchObject({
        sharesWordsWith: ['Oak Cutting Board', 'Oak Cutting Board'],
        sharesWordsWithCount: 2,
        sameOpeningCount: 2,
      });
      expect(item.sameness?.sharedRun).toMatch(/^Crafted for everyday use/);
    }
    const mine = await session.ok<{ item: { sameness: unknown } }>(SAMENESS, { id: own });
    expect(mine.item.sameness).toBeNull();
    gemini.release();
  });
});

// What a model may well answer when asked for every field: each one past its channel's limit.
const DESCRIPTION =
  'This solid oak cutting board measures 40 x 25 cm and has a juice groove to catch liquids. ' +
  'Rubber feet keep it steady on the counter, and the oiled finish protects the wood. Hand ' +
  'wash only to keep it looking its best for years of daily use.';
const OVER_THE_LIMITS = {
  description: DESCRIPTION,
  // 120+ characters against Shopify's 70.
  seoTitle:
    'Oak Cutting Board – Solid Oak Kitchen Board with Juice Groove, Rubber Feet and Oiled ' +
    'Finish for Everyday Chopping and Serving',
  // 400+ characters against 320.
  seoDescription: `${DESCRIPTION} ${DESCRIPTION}`,
  // Seven bullets against Amazon's five, one of them over 255 characters.
  bulletPoints: [
    'Solid oak board measuring 40 x 25 cm.',
    'Juice groove catches liquids while you carve.',
    'Rubber feet keep it steady on the counter.',
    `Oiled finish protects the wood ${'and keeps it looking good '.repeat(12)}for years.`,
    'Hand wash only.',
    'A kitchen gift.',
    'Made for daily use.',
  ],
  // Over 250 bytes, repeating the title's words.
  searchTerms: `${'oak cutting board chopping block butcher serving platter wooden '.repeat(5)}`,
  // Twenty tags against Etsy's thirteen; punctuation, a comma list, one too long.
  tags: [
    'cutting-board!',
    'kitchen, gift',
    'a tag far too long for etsy to take',
    ...Array.from({ length: 17 }, (_, n) => `oak board ${String.fromCharCode(97 + n)}`),
  ],
  // 180 characters against 140.
  marketplaceTitle: `Oak Cutting Board, Solid Oak, 40 x 25 cm, Juice Groove, Rubber Feet, Oiled Finish, ${'Kitchen Serving Board '.repeat(5)}`,
};

describe("marketplace fields written by the AI providers in the description's call", () => {
  const GEMINI_KEY = 'channel-structured-gem';
  const OPENAI_KEY = 'channel-structured-oai';
  const prefix = `${process.env.REDIS_PREFIX}-channel-structured`;
  const database = ownDatabase('channelai');
  let fake: FakeAiServer;
  let server: TestServer;
  let worker: WorkerProcess | null = null;

  beforeAll(async () => {
    await database.setUp();
    fake = new FakeAiServer();
    await fake.start();
    server = await startTestServer({
      REDIS_PREFIX: prefix,
      GENERATION_PROVIDERS: 'gemini,openai,builtin',
      GEMINI_API_KEY: GEMINI_KEY,
      GEMINI_BASE_URL: fake.url,
      OPENAI_API_KEY: OPENAI_KEY,
      OPENAI_BASE_URL: fake.url,
      PROVIDER_TIMEOUT_MS: '2000',
      PROVIDER_LIMITS: 'gemini=rpm:100000;openai=rpm:100000',
      // Every generation starts at the primary: no fallback stays in use between tests.
      PROVIDER_RETRY_PRIMARY_MS: '0',
    });
  });
  beforeEach(() => {
    fake.tenant(GEMINI_KEY).requests.length = 0;
    fake.tenant(OPENAI_KEY).requests.length = 0;
  });
  afterEach(async () => {
    await worker?.close();
    worker = null;
    await cancelLeftoverBatches();
  });
  afterAll(async () => {
    await server.close();
    await fake.stop();
    await database.tearDown();
    await deleteRedisKeys(process.env.REDIS_URL as string, prefix);
  });

  type Generated = {
    generateDescription: {
      item: Channel & { id: string; description: string };
      usage: { generationsUsed: number };
    };
  };
  const GENERATE_BY = `mutation($id: ID!) { generateDescription(itemId: $id) {
    provider item { id description ${CHANNEL} } usage { generationsUsed }
  } }`;

  async function records(id: string) {
    return sql<{ provider: string; outcome: string; channel_fields: Channel | null }>(
      'SELECT provider, outcome, channel_fields FROM generation_records WHERE item_id = $1',
      [id],
    );
  }

  it.each([
    ['gemini', [] as const],
    ['openai', [{ kind: 'status', status: 503, message: 'overloaded' }] as const],
  ])(
    '%s answers every field past its limit: what is stored is within every limit, from one call, one generation',
    async (provider, geminiFirst) => {
      expect(OVER_THE_LIMITS.seoTitle.length).toBeGreaterThanOrEqual(120);
      expect(utf8Length(OVER_THE_LIMITS.searchTerms)).toBeGreaterThan(250);
      const { session, userId } = await signedUpSeller(server.url, { plan: 'pro' });
      await session.ok(CHOOSE, { f: ALL_FIELDS });
      const id = await addBoard(session);
      const tenant = fake.tenant(provider === 'gemini' ? GEMINI_KEY : OPENAI_KEY);
      fake.tenant(GEMINI_KEY).script('gemini', [...geminiFirst]);
      tenant.script(provider === 'gemini' ? 'gemini' : 'openai', [
        { kind: 'json', value: OVER_THE_LIMITS },
      ]);

      const result = await session.ok<Generated & { generateDescription: { provider: string } }>(
        GENERATE_BY,
        { id },
      );
      const { item, usage } = result.generateDescription;
      expect(result.generateDescription.provider).toBe(provider);
      expect(item.description).toBe(DESCRIPTION);
      expectWithinLimits(item);
      // The provider's fields, repaired: cut at word boundaries, the first five bullets, the
      // tags cleaned and capped, the title's words out of the search terms.
      expect(item.seoTitle).toBe(
        'Oak Cutting Board – Solid Oak Kitchen Board with Juice Groove, Rubber',
      );
      expect(item.bulletPoints).toHaveLength(5);
      expect(item.bulletPoints[0]).toBe('Solid oak board measuring 40 x 25 cm.');
      expect(item.tags.slice(0, 3)).toEqual(['cutting board', 'kitchen', 'gift']);
      expect(item.tags).toHaveLength(CHANNEL_LIMITS.tags.maxCount);
      // 'serving' is in the listing title ('Kitchen Serving Board'), so it goes too.
      expect(item.searchTerms).toBe('chopping block butcher platter wooden');
      expect(item.marketplaceTitle).toMatch(/^Oak Cutting Board, Solid Oak, 40 x 25 cm/);

      // One call to the provider that wrote it, the schema in it; one generation charged.
      const calls = tenant.requests.filter(
        (request) => request.api === (provider === 'gemini' ? 'gemini' : 'openai'),
      );
      expect(calls).toHaveLength(1);
      if (provider === 'gemini') {
        expect(calls[0].body.generationConfig).toMatchObject({
          responseMimeType: 'application/json',
        });
      } else {
        expect(calls[0].body.response_format).toMatchObject({
          type: 'json_schema',
          json_schema: { strict: true, schema: { required: ['description', ...CHANNEL_FIELDS] } },
        });
      }
      expect(usage.generationsUsed).toBe(1);
      const stored = await records(id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ provider, outcome: 'success' });
      expectWithinLimits(stored[0].channel_fields as Channel);
      expect(await generationsUsed(userId)).toBe(1);
    },
  );

  it('an answer that is not JSON for the schema falls back to the next provider: described once, charged once', async () => {
    const { session, userId } = await signedUpSeller(server.url, { plan: 'pro' });
    await session.ok(CHOOSE, { f: ALL_FIELDS });
    const id = await addBoard(session);
    // Cut off mid-JSON (what an answer at its token limit looks like).
    fake
      .tenant(GEMINI_KEY)
      .script('gemini', [{ kind: 'raw', text: '{"description": "This solid oak' }]);
    fake.tenant(OPENAI_KEY).script('openai', [{ kind: 'json', value: OVER_THE_LIMITS }]);
    const result = await session.ok<Generated & { generateDescription: { provider: string } }>(
      GENERATE_BY,
      { id },
    );
    expect(result.generateDescription.provider).toBe('openai');
    expect(result.generateDescription.item.description).toBe(DESCRIPTION);
    expectWithinLimits(result.generateDescription.item);
    expect(result.generateDescription.usage.generationsUsed).toBe(1);
    expect(await records(id)).toHaveLength(1);

    // Every AI answer malformed: the offline writer writes the item, still once.
    fake.tenant(GEMINI_KEY).script('gemini', [{ kind: 'raw', text: 'Here is your JSON!' }]);
    fake.tenant(OPENAI_KEY).script('openai', [{ kind: 'json', value: { description: 7 } }]);
    const offline = await session.ok<Generated & { generateDescription: { provider: string } }>(
      GENERATE_BY,
      { id },
    );
    expect(offline.generateDescription.provider).toBe('builtin');
    expect(offline.generateDescription.item.bulletPoints[0]).toBe('Solid oak.');
    expectWithinLimits(offline.generateDescription.item);
    expect(await generationsUsed(userId)).toBe(2);
    expect((await records(id)).map((record) => record.provider).sort()).toEqual([
      'builtin',
      'openai',
    ]);
  });

  it('a short structured answer is sent back once for the whole JSON; the better answer keeps its own fields', async () => {
    const { session, userId } = await signedUpSeller(server.url, { plan: 'pro' });
    await session.ok(CHOOSE, { f: ['SEO_TITLE', 'TAGS'] });
    const id = await addBoard(session);
    const gemini = fake.tenant(GEMINI_KEY);
    gemini.script('gemini', [
      {
        kind: 'json',
        value: {
          description:
            'A solid oak cutting board with a juice groove and rubber feet for steady carving.',
          seoTitle: 'Short answer title',
          tags: ['first'],
        },
      },
      {
        kind: 'json',
        value: {
          description: DESCRIPTION,
          seoTitle: 'Oak Cutting Board | Juice Groove',
          tags: ['second', 'oak board'],
        },
      },
    ]);
    const { generateDescription } = await session.ok<Generated>(GENERATE_BY, { id });
    expect(generateDescription.item).toMatchObject({
      description: DESCRIPTION,
      seoTitle: 'Oak Cutting Board | Juice Groove',
      tags: ['second', 'oak board'],
      bulletPoints: [],
    });
    expect(gemini.requests).toHaveLength(2);
    const prompt = (gemini.requests[1].body.contents as { parts: { text: string }[] }[])[0].parts[0]
      .text;
    expect(prompt).toMatch(/Your previous answer was 81 characters long/);
    expect(prompt).toMatch(/Answer with the whole JSON object again/);
    expect(gemini.requests[1].body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
    });
    const [record] = await sql<{ revision: string }>(
      'SELECT revision FROM generation_records WHERE item_id = $1',
      [id],
    );
    expect(record.revision).toBe('kept');
    expect(await generationsUsed(userId)).toBe(1);
  });

  it('with no field chosen nothing changes: the plain-text request, the answer as the description', async () => {
    const { session } = await signedUpSeller(server.url, { plan: 'pro' });
    const id = await addBoard(session);
    const gemini = fake.tenant(GEMINI_KEY);
    gemini.script('gemini', [{ kind: 'text', text: DESCRIPTION }]);
    const { generateDescription } = await session.ok<Generated>(GENERATE_BY, { id });
    expect(generateDescription.item).toMatchObject({
      description: DESCRIPTION,
      ...EMPTY_CHANNEL_FIELDS,
    });
    const [request] = gemini.requests;
    expect(request.body.generationConfig).toEqual({
      temperature: 0.7,
      topK: 40,
      topP: 0.95,
      maxOutputTokens: 500,
    });
    const prompt = (request.body.contents as { parts: { text: string }[] }[])[0].parts[0].text;
    expect(prompt).not.toMatch(/JSON/);
  });

  it('Generate All: malformed answers fall back to the offline writer, each item described and charged once', async () => {
    const key = 'channel-structured-batch-gem';
    const gemini = fake.tenant(key);
    gemini.script('gemini', [], { kind: 'raw', text: '{"description": "This solid oak' });
    worker = await startInProcessWorker(
      {
        ...process.env,
        REDIS_PREFIX: prefix,
        GEMINI_API_KEY: key,
        GEMINI_BASE_URL: fake.url,
        GENERATION_PROVIDERS: 'gemini,builtin',
        PROVIDER_LIMITS: 'gemini=rpm:100000',
        PROVIDER_RETRY_PRIMARY_MS: '0',
      },
      createLogger('test', process.env.TEST_LOG ?? 'silent'),
    );
    const { session, userId } = await signedUpSeller(server.url, { plan: 'pro' });
    await session.ok(CHOOSE, { f: ALL_FIELDS });
    const ids = [await addBoard(session), await addBoard(session)];
    const { generateAll } = await session.ok<{ generateAll: { id: string } }>(
      'mutation { generateAll { id } }',
    );
    const batch = await waitForBatch(session, generateAll.id, batchFinished);
    expect(batch).toMatchObject({ status: 'COMPLETED', succeeded: 2, failed: 0 });
    for (const id of ids) {
      const stored = await records(id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ provider: 'builtin', outcome: 'success' });
      expectWithinLimits(stored[0].channel_fields as Channel);
    }
    expect(gemini.requests.length).toBeGreaterThanOrEqual(2);
    expect(await generationsUsed(userId)).toBe(2);
  });
});
