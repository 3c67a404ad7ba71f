import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { sql } from '../../../../test/support/test-env';

const GET =
  '{ promptSettings { writingStyle targetAudience tone characterCount industry language } }';
const SAVE = `mutation Save($input: PromptSettingsInput!) {
  updatePromptSettings(input: $input) { writingStyle targetAudience tone characterCount industry language }
}`;

let seq = 0;

/** A signed-in seller on a plan (set in Postgres, as a paid upgrade would). */
async function sellerOn(url: string, plan: 'free' | 'pro' | 'business'): Promise<BrowserSession> {
  seq += 1;
  const email = `settings${seq}.${Date.now()}@example.com`;
  const session = new BrowserSession(url);
  await session.start();
  await session.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
    i: { name: 'Seller', email, password: 'secret pw' },
  });
  await sql(
    'UPDATE subscriptions SET plan = $2 WHERE user_id = (SELECT id FROM users WHERE email = $1)',
    [email, plan],
  );
  return session;
}

describe('prompt settings over GraphQL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the defaults until saved, then what was saved, per owner', async () => {
    const alice = await sellerOn(server.url, 'pro');
    const bob = await sellerOn(server.url, 'business');
    const defaults = {
      writingStyle: 'PROFESSIONAL',
      targetAudience: 'B2C',
      tone: 'PERSUASIVE',
      characterCount: 250,
      industry: '',
      language: 'English',
    };
    expect((await alice.ok<{ promptSettings: unknown }>(GET)).promptSettings).toEqual(defaults);

    await alice.ok(SAVE, {
      input: { writingStyle: 'LUXURY', targetAudience: 'GEN_Z', characterCount: 320 },
    });
    await alice.ok(SAVE, { input: { industry: '  Home decor ', language: 'German' } });

    expect((await alice.ok<{ promptSettings: unknown }>(GET)).promptSettings).toEqual({
      ...defaults,
      writingStyle: 'LUXURY',
      targetAudience: 'GEN_Z',
      characterCount: 320,
      industry: 'Home decor',
      language: 'German',
    });
    expect((await bob.ok<{ promptSettings: unknown }>(GET)).promptSettings).toEqual(defaults);
  });

  it('refuses a character count off the 50–500 step-10 scale and an unknown language', async () => {
    const carol = await sellerOn(server.url, 'pro');
    for (const characterCount of [40, 510, 255]) {
      const result = await carol.gql(SAVE, { input: { characterCount } });
      expect(result.errors?.[0]).toMatchObject({
        message: 'Character count must be between 50 and 500 in steps of 10',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const language = await carol.gql(SAVE, { input: { language: 'Klingon' } });
    expect(language.errors?.[0].message).toMatch(/^Language must be one of English, Spanish/);
    const saved = await carol.ok<{ promptSettings: { characterCount: number } }>(GET);
    expect(saved.promptSettings.characterCount).toBe(250);
  });

  it('locks customisation for guests and free users: defaults at 150 characters, changes refused', async () => {
    const guest = new BrowserSession(server.url);
    await guest.start();
    const free = await sellerOn(server.url, 'free');
    for (const session of [guest, free]) {
      const settings = await session.ok<{ promptSettings: { characterCount: number } }>(GET);
      expect(settings.promptSettings).toEqual({
        writingStyle: 'PROFESSIONAL',
        targetAudience: 'B2C',
        tone: 'PERSUASIVE',
        characterCount: 150,
        industry: '',
        language: 'English',
      });
      const change = await session.gql(SAVE, { input: { characterCount: 400 } });
      expect(change.errors?.[0]).toMatchObject({
        message:
          'Prompt customisation comes with the Pro and Business plans. Upgrade to change these settings.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });

  it('keeps saved settings through a downgrade and brings them back after an upgrade', async () => {
    const seller = await sellerOn(server.url, 'pro');
    await seller.ok(SAVE, { input: { tone: 'FRIENDLY', characterCount: 400 } });
    const viewer = await seller.ok<{ viewer: { user: { id: string } } }>(
      '{ viewer { user { id } } }',
    );
    await sql(`UPDATE subscriptions SET plan = 'free' WHERE user_id = $1`, [viewer.viewer.user.id]);
    const locked = await seller.ok<{ promptSettings: { tone: string; characterCount: number } }>(
      GET,
    );
    expect(locked.promptSettings).toMatchObject({ tone: 'PERSUASIVE', characterCount: 150 });
    await sql(`UPDATE subscriptions SET plan = 'pro' WHERE user_id = $1`, [viewer.viewer.user.id]);
    const back = await seller.ok<{ promptSettings: { tone: string; characterCount: number } }>(GET);
    expect(back.promptSettings).toMatchObject({ tone: 'FRIENDLY', characterCount: 400 });
  });

  it('lets every plan choose the marketplace fields, kept in marketplace order, each once', async () => {
    const FIELDS = `mutation Save($input: PromptSettingsInput!) {
      updatePromptSettings(input: $input) { channelFields characterCount }
    }`;
    const guest = new BrowserSession(server.url);
    await guest.start();
    const free = await sellerOn(server.url, 'free');
    const pro = await sellerOn(server.url, 'pro');
    for (const session of [guest, free, pro]) {
      expect(
        (
          await session.ok<{ promptSettings: { channelFields: string[] } }>(
            '{ promptSettings { channelFields } }',
          )
        ).promptSettings.channelFields,
      ).toEqual([]);
      const saved = await session.ok<{ updatePromptSettings: unknown }>(FIELDS, {
        input: { channelFields: ['TAGS', 'SEO_TITLE', 'TAGS', 'BULLET_POINTS'] },
      });
      expect(saved.updatePromptSettings).toMatchObject({
        channelFields: ['SEO_TITLE', 'BULLET_POINTS', 'TAGS'],
      });
      const read = await session.ok<{ promptSettings: { channelFields: string[] } }>(
        '{ promptSettings { channelFields characterCount } }',
      );
      // Locked owners keep their locked defaults beside the fields they chose.
      expect(read.promptSettings).toEqual({
        channelFields: ['SEO_TITLE', 'BULLET_POINTS', 'TAGS'],
        characterCount: session === pro ? 250 : 150,
      });
    }
    const wrong = await pro.gql(FIELDS, { input: { channelFields: ['KEYWORDS'] } });
    expect(wrong.errors?.[0]?.message).toMatch(/ChannelField/);
    await pro.ok(FIELDS, { input: { channelFields: [] } });
    expect(
      (
        await pro.ok<{ promptSettings: { channelFields: string[] } }>(
          '{ promptSettings { channelFields } }',
        )
      ).promptSettings.channelFields,
    ).toEqual([]);
  });
});
