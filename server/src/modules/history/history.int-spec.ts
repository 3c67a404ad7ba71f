import 'reflect-metadata';
import { parseString } from 'fast-csv';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../../core/src/db/data-source';
import { userOwner } from '../../../../core/src/owner/owner';
import { FakeAiServer } from '../../../../test/fakes/fake-ai-server';
import { createTestUser } from '../../../../test/support/billing-accounts';
import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { sql } from '../../../../test/support/test-env';
import { HistoryService } from './history.service';

const HISTORY = `query($first: Int!, $after: String, $filter: HistoryFilter) {
  generationHistory(first: $first, after: $after, filter: $filter) {
    nodes { id itemName itemSku description characterCount writingStyle tone targetAudience
            industry language provider providerName outcome error createdAt }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;
const STATS = `query($tz: String!) { historyStats(timeZone: $tz) {
  total thisMonth thisWeek today avgLength attempts failed successRate } }`;
const DELETE_ONE = `mutation($id: ID!) { deleteGenerationRecord(id: $id) }`;
const CLEAR = `mutation { clearGenerationHistory }`;

interface Node {
  id: string;
  itemName: string;
  itemSku: string;
  description: string;
  characterCount: number;
  writingStyle: string;
  tone: string;
  targetAudience: string;
  industry: string;
  language: string;
  provider: string | null;
  providerName: string | null;
  outcome: 'SUCCESS' | 'FAILED';
  error: string | null;
  createdAt: string;
}
interface HistoryAnswer {
  generationHistory: {
    nodes: Node[];
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
    totalCount: number;
  };
}

let seq = 0;
async function signUp(url: string): Promise<{ session: BrowserSession; userId: string }> {
  seq += 1;
  const session = new BrowserSession(url);
  await session.start();
  const email = `history${seq}.${Date.now()}@example.com`;
  await session.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
    i: { name: 'History Seller', email, password: 'secret pw' },
  });
  const [{ id }] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return { session, userId: id };
}

interface Seed {
  name: string;
  sku: string;
  at: Date;
  outcome?: 'success' | 'failed';
  description?: string;
}

/** Inserts generation records for a user; answers their ids in the order given. */
async function seed(userId: string, records: Seed[]): Promise<string[]> {
  const ids: string[] = [];
  for (const record of records) {
    const outcome = record.outcome ?? 'success';
    const [{ id }] = await sql<{ id: string }>(
      `INSERT INTO generation_records (owner_user_id, item_name, item_sku, description,
         character_count, writing_style, tone, target_audience, industry, language, provider,
         outcome, error, created_at)
       VALUES ($1, $2, $3, $4, 250, 'luxury', 'friendly', 'parents', 'general', 'German', $5,
               $6, $7, $8) RETURNING id`,
      [
        userId,
        record.name,
        record.sku,
        outcome === 'success' ? (record.description ?? `About ${record.name}.`) : '',
        outcome === 'success' ? 'gemini' : null,
        outcome,
        outcome === 'failed' ? 'Gemini API error: Error' : null,
        record.at,
      ],
    );
    ids.push(id);
  }
  return ids;
}

function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}

async function readCsv(response: Response): Promise<string[][]> {
  const bytes = Buffer.from(await response.arrayBuffer());
  // A UTF-8 byte order mark first, so spreadsheet apps read accents right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(bytes.subarray(3).toString('utf8'))
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

describe('generation history over GraphQL and HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists newest first in cursor pages, searches name or SKU, filters by date', async () => {
    const { session, userId } = await signUp(server.url);
    const [mug, apron, lamp, percent, failed] = await seed(userId, [
      { name: 'Ceramic Mug', sku: 'MUG-1', at: minutesAgo(50) },
      { name: 'Linen Apron', sku: 'APR-7', at: minutesAgo(40) },
      { name: 'Desk Lamp', sku: 'mug-lamp', at: minutesAgo(30) },
      { name: '100% Wool Scarf', sku: 'SC_1', at: minutesAgo(20) },
      { name: 'Broken Kettle', sku: 'KET-1', at: minutesAgo(10), outcome: 'failed' },
    ]);

    const first = await session.ok<HistoryAnswer>(HISTORY, { first: 2 });
    expect(first.generationHistory.nodes.map((node) => node.id)).toEqual([failed, percent]);
    expect(first.generationHistory).toMatchObject({
      totalCount: 5,
      pageInfo: { hasNextPage: true },
    });
    expect(first.generationHistory.nodes[0]).toMatchObject({
      outcome: 'FAILED',
      description: '',
      error: 'Gemini API error: Error',
      provider: null,
    });
    expect(first.generationHistory.nodes[1]).toMatchObject({
      itemName: '100% Wool Scarf',
      itemSku: 'SC_1',
      characterCount: 250,
      writingStyle: 'luxury',
      tone: 'friendly',
      targetAudience: 'parents',
      industry: 'general',
      language: 'German',
      provider: 'gemini',
      providerName: 'Gemini',
      outcome: 'SUCCESS',
    });
    const second = await session.ok<HistoryAnswer>(HISTORY, {
      first: 2,
      after: first.generationHistory.pageInfo.endCursor,
    });
    expect(second.generationHistory.nodes.map((node) => node.id)).toEqual([lamp, apron]);
    const third = await session.ok<HistoryAnswer>(HISTORY, {
      first: 2,
      after: second.generationHistory.pageInfo.endCursor,
    });
    expect(third.generationHistory.nodes.map((node) => node.id)).toEqual([mug]);
    expect(third.generationHistory.pageInfo.hasNextPage).toBe(false);

    // Search matches the name or the SKU, in any case; % and _ are plain characters.
    const search = async (text: string) =>
      (
        await session.ok<HistoryAnswer>(HISTORY, { first: 50, filter: { search: text } })
      ).generationHistory.nodes.map((node) => node.id);
    expect(await search('mug')).toEqual([lamp, mug]);
    expect(await search('  apr-7 ')).toEqual([apron]);
    expect(await search('100%')).toEqual([percent]);
    expect(await search('%')).toEqual([percent]);
    expect(await search('c_1')).toEqual([percent]);
    expect(await search('nothing like this')).toEqual([]);

    // From is inclusive, to exclusive; combined with search and outcome.
    const range = await session.ok<HistoryAnswer>(HISTORY, {
      first: 50,
      filter: { from: minutesAgo(45).toISOString(), to: minutesAgo(15).toISOString() },
    });
    expect(range.generationHistory.nodes.map((node) => node.id)).toEqual([percent, lamp, apron]);
    expect(range.generationHistory.totalCount).toBe(3);
    const failedOnly = await session.ok<HistoryAnswer>(HISTORY, {
      first: 50,
      filter: { outcome: 'FAILED' },
    });
    expect(failedOnly.generationHistory.nodes.map((node) => node.id)).toEqual([failed]);

    const backwards = await session.gql(HISTORY, {
      first: 5,
      filter: { from: minutesAgo(5).toISOString(), to: minutesAgo(50).toISOString() },
    });
    expect(backwards.errors?.[0]).toMatchObject({
      message: 'The start date must be before the end date',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badCursor = await session.gql(HISTORY, { first: 5, after: 'nonsense' });
    expect(badCursor.errors?.[0]).toMatchObject({
      message: 'Invalid cursor',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tooMany = await session.gql(HISTORY, { first: 1000 });
    expect(tooMany.errors?.[0].message).toBe('first must be between 1 and 200');
  });

  it('keeps records with the same millisecond apart when paging', async () => {
    const { session, userId } = await signUp(server.url);
    const at = minutesAgo(5);
    // Microseconds apart: a cursor rounded to milliseconds would skip or repeat these.
    await sql(
      `INSERT INTO generation_records (owner_user_id, item_name, item_sku, description,
         character_count, writing_style, tone, target_audience, industry, language, outcome, created_at)
       SELECT $1, 'Same ms ' || i, 'S-' || i, 'text', 250, 'default', 'default', 'general',
              'general', 'English', 'success', $2::timestamptz + (i || ' microseconds')::interval
         FROM generate_series(1, 7) AS i`,
      [userId, at],
    );
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: HistoryAnswer = await session.ok<HistoryAnswer>(HISTORY, { first: 2, after });
      seen.push(...page.generationHistory.nodes.map((node) => node.itemName));
      after = page.generationHistory.pageInfo.hasNextPage
        ? page.generationHistory.pageInfo.endCursor
        : null;
    } while (after);
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1].map((i) => `Same ms ${i}`));
  });

  it('deletes one record and then all of them, only ever the owner’s (B never sees A’s)', async () => {
    const a = await signUp(server.url);
    const b = await signUp(server.url);
    const [a1, a2, a3] = await seed(a.userId, [
      { name: 'A one', sku: 'A-1', at: minutesAgo(3) },
      { name: 'A two', sku: 'A-2', at: minutesAgo(2) },
      { name: 'A three', sku: 'A-3', at: minutesAgo(1) },
    ]);
    const [b1] = await seed(b.userId, [{ name: 'B one', sku: 'B-1', at: minutesAgo(1) }]);

    const bList = await b.session.ok<HistoryAnswer>(HISTORY, { first: 50 });
    expect(bList.generationHistory.nodes.map((node) => node.id)).toEqual([b1]);
    expect(
      (await b.session.ok<HistoryAnswer>(HISTORY, { first: 50, filter: { search: 'A' } }))
        .generationHistory.nodes,
    ).toEqual([]);
    const bStats = await b.session.ok<{ historyStats: { total: number } }>(STATS, { tz: 'UTC' });
    expect(bStats.historyStats.total).toBe(1);

    // B cannot delete A's record: it does not exist for B.
    const foreign = await b.session.gql(DELETE_ONE, { id: a1 });
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'History record not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await b.session.gql(DELETE_ONE, { id: 'not-a-uuid' })).toMatchObject({
      errors: [{ message: 'History record not found' }],
    });
    const [{ count: stillThere }] = await sql<{ count: number }>(
      'SELECT count(*)::int AS count FROM generation_records WHERE owner_user_id = $1',
      [a.userId],
    );
    expect(stillThere).toBe(3);

    expect(await a.session.ok(DELETE_ONE, { id: a2 })).toEqual({ deleteGenerationRecord: a2 });
    const afterOne = await a.session.ok<HistoryAnswer>(HISTORY, { first: 50 });
    expect(afterOne.generationHistory.nodes.map((node) => node.id)).toEqual([a3, a1]);
    expect((await a.session.gql(DELETE_ONE, { id: a2 })).errors?.[0].message).toBe(
      'History record not found',
    );

    // B clearing its history leaves A's alone.
    expect(await b.session.ok(CLEAR)).toEqual({ clearGenerationHistory: 1 });
    expect(
      (await a.session.ok<HistoryAnswer>(HISTORY, { first: 50 })).generationHistory.totalCount,
    ).toBe(2);
    expect(await a.session.ok(CLEAR)).toEqual({ clearGenerationHistory: 2 });
    expect(await a.session.ok<HistoryAnswer>(HISTORY, { first: 50 })).toMatchObject({
      generationHistory: { nodes: [], totalCount: 0, pageInfo: { hasNextPage: false } },
    });
    expect(await a.session.ok(CLEAR)).toEqual({ clearGenerationHistory: 0 });

    // B's export holds none of A's rows either.
    await seed(a.userId, [{ name: 'A again', sku: 'A-9', at: minutesAgo(1) }]);
    const bExport = await readCsv(await b.session.fetch('/api/history/export'));
    expect(bExport).toHaveLength(1);
  });

  it('exports successful records as CSV with the spec’s columns, filtered like the page', async () => {
    const { session, userId } = await signUp(server.url);
    await seed(userId, [
      { name: 'Ceramic Mug', sku: 'MUG-1', at: new Date('2025-03-15T23:30:00Z') },
      { name: 'Failed Mug', sku: 'MUG-2', at: minutesAgo(3), outcome: 'failed' },
      {
        name: '=HYPERLINK("http://evil")',
        sku: 'MUG-3',
        at: minutesAgo(2),
        description: 'Steht auf, "sagt" er,\nund geht.',
      },
      { name: 'Linen Apron', sku: 'APR-1', at: minutesAgo(1) },
    ]);

    const response = await session.fetch('/api/history/export?tz=Europe%2FBerlin');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="generation-history-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('x-export-rows')).toBe('3');
    expect(response.headers.get('x-export-total')).toBe('3');
    const rows = await readCsv(response);
    expect(rows[0]).toEqual([
      'Date',
      'Item Name',
      'SKU',
      'Description',
      'Character Count',
      'Characters Written',
      'Writing Style',
      'Tone',
      'Target Audience',
      'Industry',
      'Provider',
      'Language',
    ]);
    expect(rows.slice(1).map((row) => row[2])).toEqual(['APR-1', 'MUG-3', 'MUG-1']);
    expect(rows[2].slice(1, 4)).toEqual([
      '\'=HYPERLINK("http://evil")',
      'MUG-3',
      'Steht auf, "sagt" er,\nund geht.',
    ]);
    // Berlin is an hour ahead of UTC in March.
    expect(rows[3]).toEqual([
      '2025-03-16 00:30',
      'Ceramic Mug',
      'MUG-1',
      'About Ceramic Mug.',
      '250',
      '18',
      'luxury',
      'friendly',
      'parents',
      'general',
      'gemini',
      'German',
    ]);

    const filtered = await readCsv(
      await session.fetch(
        `/api/history/export?search=mug&from=${encodeURIComponent(minutesAgo(60).toISOString())}`,
      ),
    );
    expect(filtered.slice(1).map((row) => row[2])).toEqual(['MUG-3']);

    const refused = await session.fetch('/api/history/export?tz=Mars%2FOlympus');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Unknown time zone: Mars/Olympus' });
    const badDate = await session.fetch('/api/history/export?from=yesterday');
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toEqual({ error: 'Invalid from date' });

    const guest = new BrowserSession(server.url);
    await guest.start();
    const guestExport = await guest.fetch('/api/history/export');
    expect(guestExport.status).toBe(401);
    expect(await guestExport.json()).toEqual({ error: 'Please sign in to continue' });
  });

  it('exports at most 10,000 rows, the newest', async () => {
    const { session, userId } = await signUp(server.url);
    await sql(
      `INSERT INTO generation_records (owner_user_id, item_name, item_sku, description,
         character_count, writing_style, tone, target_audience, industry, language, provider,
         outcome, created_at)
       SELECT $1, 'Bulk ' || i, 'B-' || i, 'Description ' || i, 250, 'default', 'default',
              'general', 'general', 'English', 'builtin', 'success',
              now() - ((10006 - i) || ' seconds')::interval
         FROM generate_series(1, 10005) AS i`,
      [userId],
    );
    const response = await session.fetch('/api/history/export');
    expect(response.headers.get('x-export-rows')).toBe('10000');
    expect(response.headers.get('x-export-total')).toBe('10005');
    const rows = await readCsv(response);
    expect(rows).toHaveLength(10_001);
    expect(rows[1][2]).toBe('B-10005');
    expect(rows[10_000][2]).toBe('B-6');
    expect(new Set(rows.slice(1).map((row) => row[2])).size).toBe(10_000);
  });

  it('records real generations with their settings, failures included, and rates them', async () => {
    const fake = new FakeAiServer();
    await fake.start();
    const failing = await startTestServer({
      GENERATION_PROVIDERS: 'gemini',
      GEMINI_API_KEY: 'test-key',
      GEMINI_BASE_URL: fake.url,
    });
    try {
      fake.script('gemini', [
        {
          kind: 'text',
          text: 'A sturdy stoneware mug that holds 350 ml of coffee and goes straight into the dishwasher after breakfast. Made by hand in Portugal, it is a small daily pleasure.',
        },
        { kind: 'status', status: 500, message: 'Backend error' },
      ]);
      const { session } = await signUp(failing.url);
      const add = `mutation($i: ItemInput) { addItem(input: $i) { id } }`;
      const generate = `mutation($id: ID!) { generateDescription(itemId: $id) { provider } }`;
      const item = {
        name: 'Ceramic Mug',
        sku: 'MUG-1',
        details: 'Stoneware | 350 ml | Dishwasher safe',
        notes: 'Handmade in Portugal',
      };
      const { addItem: first } = await session.ok<{ addItem: { id: string } }>(add, { i: item });
      await session.ok(generate, { id: first.id });
      const { addItem: second } = await session.ok<{ addItem: { id: string } }>(add, {
        i: { ...item, sku: 'MUG-2' },
      });
      const refused = await session.gql(generate, { id: second.id });
      expect(refused.errors?.[0].extensions?.code).toBe('GENERATION_FAILED');

      const { generationHistory } = await session.ok<HistoryAnswer>(HISTORY, { first: 10 });
      expect(generationHistory.nodes.map((node) => [node.itemSku, node.outcome])).toEqual([
        ['MUG-2', 'FAILED'],
        ['MUG-1', 'SUCCESS'],
      ]);
      // A free account runs with the locked defaults; the empty industry is stored as general.
      expect(generationHistory.nodes[1]).toMatchObject({
        itemName: 'Ceramic Mug',
        characterCount: 150,
        writingStyle: 'professional',
        tone: 'persuasive',
        targetAudience: 'b2c',
        industry: 'general',
        language: 'English',
        provider: 'gemini',
      });
      expect(generationHistory.nodes[0].error).toMatch(/Gemini API error: Backend error/);
      const { historyStats } = await session.ok<{
        historyStats: { total: number; attempts: number; failed: number; successRate: number };
      }>(STATS, { tz: 'UTC' });
      expect(historyStats).toMatchObject({ total: 1, attempts: 2, failed: 1, successRate: 50 });
    } finally {
      await failing.close();
      await fake.stop();
    }
  });

  it('answers a guest with the guest session’s own records only', async () => {
    const guest = new BrowserSession(server.url);
    await guest.start();
    const empty = await guest.ok<HistoryAnswer>(HISTORY, { first: 5 });
    expect(empty.generationHistory).toMatchObject({ nodes: [], totalCount: 0 });
    const { historyStats } = await guest.ok<{ historyStats: { successRate: number | null } }>(
      STATS,
      { tz: 'UTC' },
    );
    expect(historyStats.successRate).toBeNull();
    const { addItem } = await guest.ok<{ addItem: { id: string } }>(
      `mutation($i: ItemInput) { addItem(input: $i) { id } }`,
      { i: { name: 'Guest Mug', sku: 'G-1', details: 'Stoneware' } },
    );
    await guest.ok(`mutation($id: ID!) { generateDescription(itemId: $id) { provider } }`, {
      id: addItem.id,
    });
    const mine = await guest.ok<HistoryAnswer>(HISTORY, { first: 5 });
    expect(mine.generationHistory.nodes.map((node) => [node.itemName, node.provider])).toEqual([
      ['Guest Mug', 'builtin'],
    ]);
    const other = new BrowserSession(server.url);
    await other.start();
    expect(
      (await other.ok<HistoryAnswer>(HISTORY, { first: 5 })).generationHistory.totalCount,
    ).toBe(0);
  });
});

describe('history statistics maths (fixed clock)', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = createDataSource({ url: process.env.DATABASE_URL as string, poolSize: 2 });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
  });

  async function seedAt(userId: string, records: [Date, 'success' | 'failed', string][]) {
    for (const [at, outcome, description] of records) {
      await dataSource.query(
        `INSERT INTO generation_records (owner_user_id, item_name, item_sku, description,
           character_count, writing_style, tone, target_audience, industry, language, outcome, created_at)
         VALUES ($1, 'Item', 'SKU', $2, 250, 'default', 'default', 'general', 'general', 'English', $3, $4)`,
        [userId, description, outcome, at],
      );
    }
  }

  it('counts today, the last 7 days, this month and the total; averages lengths; rates outcomes', async () => {
    const now = new Date('2025-03-15T12:00:00Z');
    const userId = await createTestUser(dataSource);
    const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    await seedAt(userId, [
      [hoursBefore(1), 'success', 'x'.repeat(100)], // today, week, month
      [hoursBefore(11), 'success', 'x'.repeat(200)], // 01:00 today
      [hoursBefore(13), 'success', 'x'.repeat(300)], // yesterday 23:00: week, month
      [hoursBefore(6 * 24 + 23), 'success', 'x'.repeat(150)], // 6 days 23 h: week, month
      [hoursBefore(7 * 24 + 1), 'success', 'x'.repeat(250)], // 7 days 1 h: month only
      [hoursBefore(14 * 24), 'failed', ''], // March 1st 12:00: month
      [new Date('2025-02-28T23:59:59Z'), 'success', 'x'.repeat(50)], // last month
      [new Date('2024-12-01T00:00:00Z'), 'failed', ''],
    ]);
    const history = new HistoryService(dataSource, () => now);
    expect(await history.stats(userOwner(userId))).toEqual({
      total: 6,
      today: 2,
      thisWeek: 4,
      thisMonth: 5,
      avgLength: 175, // (100 + 200 + 300 + 150 + 250 + 50) / 6
      attempts: 8,
      failed: 2,
      successRate: 75,
    });
    // In New York (UTC-4 in mid-March) it is 08:00: the day began at 04:00 UTC.
    expect(await history.stats(userOwner(userId), 'America/New_York')).toMatchObject({
      today: 1,
      thisWeek: 4,
      // Feb 28 23:59 UTC is Feb 28 in New York too: still last month.
      thisMonth: 5,
    });
    // In Tokyo (UTC+9) it is 21:00: the day began at 15:00 UTC on the 14th, and March at
    // 15:00 UTC on Feb 28.
    expect(await history.stats(userOwner(userId), 'Asia/Tokyo')).toMatchObject({
      today: 3,
      thisMonth: 6,
    });
    await expect(history.stats(userOwner(userId), 'Nowhere/City')).rejects.toThrow(
      'Unknown time zone: Nowhere/City',
    );
  });

  it('gives a one-decimal success rate, and none before any attempt', async () => {
    const now = new Date('2025-03-15T12:00:00Z');
    const history = new HistoryService(dataSource, () => now);
    const empty = await createTestUser(dataSource);
    expect(await history.stats(userOwner(empty))).toEqual({
      total: 0,
      today: 0,
      thisWeek: 0,
      thisMonth: 0,
      avgLength: 0,
      attempts: 0,
      failed: 0,
      successRate: null,
    });
    const userId = await createTestUser(dataSource);
    await seedAt(userId, [
      [now, 'success', 'abc'],
      [now, 'success', 'abcd'],
      [now, 'failed', ''],
    ]);
    expect(await history.stats(userOwner(userId))).toMatchObject({
      total: 2,
      avgLength: 4, // 3.5 rounds half up
      successRate: 66.7,
    });
  });
});
