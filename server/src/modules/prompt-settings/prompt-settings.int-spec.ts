import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';

const GET =
  '{ promptSettings { writingStyle targetAudience tone characterCount industry language } }';
const SAVE = `mutation Save($input: PromptSettingsInput!) {
  updatePromptSettings(input: $input) { writingStyle targetAudience tone characterCount industry language }
}`;

describe('prompt settings over GraphQL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the defaults until saved, then what was saved, per owner', async () => {
    const alice = new BrowserSession(server.url);
    const bob = new BrowserSession(server.url);
    await alice.start();
    await bob.start();
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
    const carol = new BrowserSession(server.url);
    await carol.start();
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
});
