import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../../core/src/db/data-source';
import { createLogger } from '../../../../core/src/logging/logger';
import { geminiKeywordAi } from '../../../../core/src/keywords/keyword-ai';
import { KeywordService } from '../../../../core/src/keywords/keyword.service';
import { FakeAiServer } from '../../../../test/fakes/fake-ai-server';
import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { sql } from '../../../../test/support/test-env';

const log = createLogger('keywords-test', 'silent');

/** A clock the test moves by hand. */
function testClock(start: string) {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const MINUTE = 60_000;

function aiAnswer(keywordCount: number, suggestionCount: number): string {
  return JSON.stringify({
    keywords: Array.from({ length: keywordCount }, (_, i) => ({
      keyword: i % 2 === 0 ? `mug keyword ${i}` : `Mug Keyword ${i - 1}`, // every odd one a dupe
      searchVolume: 1000 + i,
      competition: 'medium',
      trend: 'stable',
      relevanceScore: i,
    })),
    suggestions: Array.from({ length: suggestionCount }, (_, i) => ({
      keyword: `mug idea ${i}`,
      relevance: 100 - i,
      difficulty: 'easy',
    })),
  });
}

describe('keyword service against a fake Gemini', () => {
  let dataSource: DataSource;
  let fake: FakeAiServer;
  let seq = 0;

  beforeAll(async () => {
    dataSource = createDataSource({ url: process.env.DATABASE_URL as string, poolSize: 3 });
    await dataSource.initialize();
    fake = new FakeAiServer();
    await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
    await dataSource.destroy();
  });

  function service(clock = testClock('2025-03-15T12:00:00Z'), ai = true) {
    const keywords = new KeywordService(
      dataSource,
      ai ? geminiKeywordAi({ apiKey: 'kw-key', model: 'gemini-kw', baseUrl: fake.url }) : null,
      log,
      { now: clock.now, timeoutMs: 2_000 },
    );
    return { keywords, clock };
  }

  // A product name no other test uses, so cache entries never collide.
  function product(): string {
    seq += 1;
    return `Ceramic Mug ${seq} ${Date.now()}`;
  }

  it('asks Gemini with its wire format and 2048 output tokens, then dedupes, sorts and caps', async () => {
    const { keywords } = service();
    fake.script('gemini', [{ kind: 'text', text: aiAnswer(50, 25) }]);
    const before = fake.requests.length;
    const response = await keywords.research({
      productName: product(),
      category: 'Home & Kitchen',
      description: 'Stoneware, 350 ml',
      targetMarket: 'coffee lovers',
    });

    const request = fake.requests[before];
    expect(request.path).toBe('/v1beta/models/gemini-kw:generateContent');
    expect(request.query.get('key')).toBe('kw-key');
    expect(request.body.generationConfig).toEqual({
      temperature: 0.7,
      topK: 40,
      topP: 0.95,
      maxOutputTokens: 2048,
    });
    expect(request.body.safetySettings).toHaveLength(4);
    const prompt = (request.body.contents as { parts: { text: string }[] }[])[0].parts[0].text;
    expect(prompt).toContain('Stoneware, 350 ml');
    expect(prompt).toContain('shoppers in US');
    expect(prompt).toContain('Category: Home & Kitchen');

    expect(response).toMatchObject({ success: true, error: null, cached: false });
    expect(response.timestamp).toEqual(new Date('2025-03-15T12:00:00Z'));
    // 50 answers, 25 distinct ignoring case; the 20 most relevant kept, best first.
    expect(response.keywords).toHaveLength(20);
    expect(response.keywords.map((k) => k.keyword)).toEqual(
      Array.from({ length: 20 }, (_, i) => `mug keyword ${48 - 2 * i}`),
    );
    expect(response.keywords[0]).toEqual({
      keyword: 'mug keyword 48',
      searchVolume: 1048,
      competition: 'medium',
      trend: 'stable',
      relevanceScore: 48,
      category: 'home',
    });
    // 25 AI suggestions and the 8 of the category: 15 kept, the AI's most relevant first.
    expect(response.suggestions).toHaveLength(15);
    expect(response.suggestions[0]).toEqual({
      keyword: 'mug idea 0',
      relevance: 100,
      difficulty: 'easy',
      source: 'ai_generated',
    });
  });

  it('answers from the Postgres cache within the hour and asks again after it', async () => {
    const { keywords, clock } = service();
    const name = product();
    fake.script('gemini', [
      { kind: 'text', text: aiAnswer(4, 2) },
      { kind: 'text', text: aiAnswer(6, 2) },
    ]);
    const before = fake.requests.length;
    const first = await keywords.research({ productName: name, category: 'home' });
    expect(first.cached).toBe(false);
    expect(first.keywords).toHaveLength(2);

    clock.advance(59 * MINUTE);
    // Same request in other spacing and case: the same cache entry.
    const hit = await keywords.research({
      productName: `  ${name.toUpperCase()} `,
      category: 'HOME',
    });
    expect(hit).toEqual({ ...first, cached: true, timestamp: first.timestamp });
    expect(fake.requests.length).toBe(before + 1);
    const [row] = await sql<{ success: boolean; created_at: Date }>(
      'SELECT success, created_at FROM keyword_cache WHERE created_at = $1',
      [first.timestamp],
    );
    expect(row.success).toBe(true);

    clock.advance(1 * MINUTE);
    const miss = await keywords.research({ productName: name, category: 'home' });
    expect(miss.cached).toBe(false);
    expect(miss.keywords).toHaveLength(3);
    expect(fake.requests.length).toBe(before + 2);
  });

  it('extracts keywords from an answer that is not JSON, with every figure null', async () => {
    const { keywords } = service();
    fake.script('gemini', [
      {
        kind: 'text',
        text: 'Great product! Try these:\n1. ceramic coffee mug - roughly 40k searches\n2. Handmade Mug (very popular)\n- CERAMIC COFFEE MUG',
      },
    ]);
    const response = await keywords.research({ productName: product(), category: 'home' });
    expect(response.success).toBe(true);
    expect(response.keywords).toEqual([
      {
        keyword: 'ceramic coffee mug',
        searchVolume: null,
        competition: null,
        trend: null,
        relevanceScore: null,
        category: 'home',
      },
      {
        keyword: 'Handmade Mug',
        searchVolume: null,
        competition: null,
        trend: null,
        relevanceScore: null,
        category: 'home',
      },
    ]);
    // Only the category's 8 suggestions; they carry no invented figures either.
    expect(response.suggestions).toHaveLength(8);
    expect(response.suggestions[0]).toEqual({
      keyword: 'dishwasher safe',
      relevance: null,
      difficulty: null,
      source: 'category_based',
    });
  });

  it('merges measured trending keywords of the category, which win over AI figures', async () => {
    await sql(
      `INSERT INTO trending_keywords (category, keyword, search_volume, competition, trend)
       VALUES ('sports', 'yoga mat', 90000, 'high', 'rising'),
              ('sports', 'cork yoga mat', 4000, NULL, 'stable'),
              ('sports', 'running socks', 12000, 'low', NULL),
              ('home', 'coffee mug', 50000, 'high', 'stable')`,
    );
    const { keywords } = service();
    fake.script('gemini', [
      {
        kind: 'text',
        text: JSON.stringify({
          keywords: [
            { keyword: 'Yoga Mat', searchVolume: 5, competition: 'low', relevanceScore: 95 },
            { keyword: 'non slip yoga mat', searchVolume: 800, relevanceScore: 90 },
          ],
          suggestions: [],
        }),
      },
    ]);
    const response = await keywords.research({ productName: product(), category: 'Fitness' });
    expect(response.keywords).toEqual([
      {
        keyword: 'yoga mat',
        searchVolume: 90000,
        competition: 'high',
        trend: 'rising',
        relevanceScore: 95,
        category: 'sports',
      },
      {
        keyword: 'non slip yoga mat',
        searchVolume: 800,
        competition: null,
        trend: null,
        relevanceScore: 90,
        category: 'sports',
      },
      {
        keyword: 'running socks',
        searchVolume: 12000,
        competition: 'low',
        trend: null,
        relevanceScore: null,
        category: 'sports',
      },
      {
        keyword: 'cork yoga mat',
        searchVolume: 4000,
        competition: null,
        trend: 'stable',
        relevanceScore: null,
        category: 'sports',
      },
    ]);
    expect((await keywords.trending('sports', 2)).map((k) => k.keyword)).toEqual([
      'yoga mat',
      'running socks',
    ]);
  });

  it('answers from the category source when Gemini fails, and does not cache that', async () => {
    const { keywords } = service();
    const name = product();
    fake.script('gemini', [{ kind: 'status', status: 503, message: 'Overloaded' }]);
    const partial = await keywords.research({ productName: name, category: 'electronics' });
    expect(partial).toMatchObject({
      success: true,
      error: 'Partial results: Gemini API error: Overloaded',
      keywords: [],
      cached: false,
    });
    expect(partial.suggestions.map((s) => s.keyword)).toEqual([
      'bluetooth',
      'fast charging',
      'long battery life',
      'noise cancelling',
      'portable',
      'smart home compatible',
      'usb-c',
      'wireless',
    ]);
    fake.script('gemini', [{ kind: 'text', text: aiAnswer(2, 0) }]);
    const retried = await keywords.research({ productName: name, category: 'electronics' });
    expect(retried).toMatchObject({ success: true, error: null, cached: false });
    expect(retried.keywords).toHaveLength(1);
  });

  it('fails with empty lists and the reason when both sources fail', async () => {
    const broken = createDataSource({ url: process.env.DATABASE_URL as string, poolSize: 1 });
    await broken.initialize();
    await broken.destroy();
    const keywords = new KeywordService(
      broken,
      geminiKeywordAi({ apiKey: 'kw-key', model: 'gemini-kw', baseUrl: fake.url }),
      log,
    );
    fake.script('gemini', [{ kind: 'status', status: 500, message: 'Internal' }]);
    const response = await keywords.research({ productName: product(), category: 'beauty' });
    expect(response).toMatchObject({
      keywords: [],
      suggestions: [],
      success: false,
      error:
        'Keyword research failed: Gemini API error: Internal; Category keywords could not be read',
      cached: false,
    });
  });

  it('works with no Gemini key: the category source alone', async () => {
    const { keywords } = service(undefined, false);
    const before = fake.requests.length;
    const response = await keywords.research({ productName: product(), category: 'clothing' });
    expect(response).toMatchObject({ success: true, error: null, keywords: [] });
    expect(response.suggestions).toHaveLength(8);
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a request without a product name or with a bad region', async () => {
    const { keywords } = service();
    await expect(keywords.research({ productName: '  ', category: 'home' })).rejects.toThrow(
      'Please enter a product name',
    );
    await expect(
      keywords.research({ productName: 'Mug', category: 'home', region: 'Europe' }),
    ).rejects.toThrow('Region must be a two-letter country code, like US or DE');
  });
});

describe('the keyword tool over GraphQL', () => {
  const RESEARCH = `mutation($i: KeywordRequestInput!) { researchKeywords(input: $i) {
    keywords { keyword searchVolume competition trend relevanceScore category }
    suggestions { keyword relevance difficulty source }
    success error timestamp cached } }`;
  const ACCESS = `{ keywordAccess { enabled available } }`;

  async function seller(url: string, plan: 'free' | 'business'): Promise<BrowserSession> {
    const session = new BrowserSession(url);
    await session.start();
    const email = `kw.${plan}.${Date.now()}.${Math.random()}@example.com`;
    await session.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
      i: { name: 'Keyword Seller', email, password: 'secret pw' },
    });
    await sql(
      'UPDATE subscriptions SET plan = $2 WHERE user_id = (SELECT id FROM users WHERE email = $1)',
      [email, plan],
    );
    return session;
  }

  it('stays locked for everyone unless KEYWORDS_ENABLED is set', async () => {
    const server = await startTestServer();
    try {
      const business = await seller(server.url, 'business');
      expect(await business.ok(ACCESS)).toEqual({
        keywordAccess: { enabled: false, available: false },
      });
      const refused = await business.gql(RESEARCH, { i: { productName: 'Mug' } });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Trending Keywords is not available yet',
        extensions: { code: 'FORBIDDEN' },
      });
    } finally {
      await server.close();
    }
  });

  describe('with KEYWORDS_ENABLED=true', () => {
    let server: TestServer;
    let fake: FakeAiServer;
    beforeAll(async () => {
      fake = new FakeAiServer();
      await fake.start();
      server = await startTestServer({
        KEYWORDS_ENABLED: 'true',
        GEMINI_API_KEY: 'kw-key',
        GEMINI_BASE_URL: fake.url,
      });
    });
    afterAll(async () => {
      await server.close();
      await fake.stop();
    });

    it('opens the tool to Business users only', async () => {
      const guest = new BrowserSession(server.url);
      await guest.start();
      expect(await guest.ok(ACCESS)).toEqual({
        keywordAccess: { enabled: true, available: false },
      });
      expect((await guest.gql(RESEARCH, { i: { productName: 'Mug' } })).errors?.[0]).toMatchObject({
        message: 'Please sign in to continue',
        extensions: { code: 'UNAUTHENTICATED' },
      });

      const free = await seller(server.url, 'free');
      expect(await free.ok(ACCESS)).toEqual({ keywordAccess: { enabled: true, available: false } });
      expect((await free.gql(RESEARCH, { i: { productName: 'Mug' } })).errors?.[0]).toMatchObject({
        message: 'Trending Keywords is part of the Business plan. Upgrade to Business to use it.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(
        (await free.gql(`{ trendingKeywords(category: "home") { keyword } }`)).errors?.[0]
          .extensions?.code,
      ).toBe('FORBIDDEN');

      const business = await seller(server.url, 'business');
      expect(await business.ok(ACCESS)).toEqual({
        keywordAccess: { enabled: true, available: true },
      });
      fake.script('gemini', [
        {
          kind: 'text',
          text: '{"keywords":[{"keyword":"travel mug","searchVolume":2400,"competition":"low","trend":"rising","relevanceScore":88}],"suggestions":[{"keyword":"leak proof travel mug","relevance":70,"difficulty":"medium"}]}',
        },
      ]);
      const { researchKeywords } = await business.ok<{
        researchKeywords: { keywords: unknown[]; suggestions: { source: string }[] };
      }>(RESEARCH, {
        i: { productName: `Travel Mug ${Date.now()}`, category: 'clothing', region: 'de' },
      });
      expect(researchKeywords).toMatchObject({
        keywords: [
          {
            keyword: 'travel mug',
            searchVolume: 2400,
            competition: 'LOW',
            trend: 'RISING',
            relevanceScore: 88,
            category: 'clothing',
          },
        ],
        success: true,
        error: null,
        cached: false,
      });
      expect(researchKeywords.suggestions[0]).toEqual({
        keyword: 'leak proof travel mug',
        relevance: 70,
        difficulty: 'MEDIUM',
        source: 'AI_GENERATED',
      });
      expect(researchKeywords.suggestions.slice(1).map((s) => s.source)).toEqual(
        Array(8).fill('CATEGORY_BASED'),
      );
      const noName = await business.gql(RESEARCH, { i: { productName: '' } });
      expect(noName.errors?.[0]).toMatchObject({
        message: 'Please enter a product name',
        extensions: { code: 'BAD_USER_INPUT' },
      });

      const { keywordCategories } = await business.ok<{
        keywordCategories: { id: string; label: string }[];
      }>('{ keywordCategories { id label } }');
      expect(keywordCategories.map((category) => category.id)).toEqual([
        'electronics',
        'clothing',
        'home',
        'beauty',
        'sports',
        'general',
      ]);
    });
  });
});
