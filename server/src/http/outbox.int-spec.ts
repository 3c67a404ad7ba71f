import { BrowserSession } from '../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../test/support/server';

describe('dev mail outbox', () => {
  let server: TestServer;
  const operatorEmail = `ops.${Date.now()}@example.com`;

  beforeAll(async () => {
    server = await startTestServer({
      OPERATOR_EMAILS: `someone@example.com, ${operatorEmail.toUpperCase()}`,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  async function signedUp(email: string): Promise<BrowserSession> {
    const session = new BrowserSession(server.url);
    await session.start();
    await session.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
      i: { name: 'Person', email, password: 'secret pw' },
    });
    return session;
  }

  it('shows operators the mails that had no SMTP server; everyone else gets 404', async () => {
    const seller = await signedUp(`seller.${Date.now()}@example.com`);
    await seller.ok('mutation { signOut }');
    const sellerEmail = `reset.${Date.now()}@example.com`;
    await signedUp(sellerEmail);
    const anyone = new BrowserSession(server.url);
    await anyone.start();
    await anyone.ok('mutation($e: String!) { requestPasswordReset(email: $e) }', {
      e: sellerEmail,
    });

    expect((await anyone.fetch('/admin/outbox')).status).toBe(404);
    const notOperator = await signedUp(`nobody.${Date.now()}@example.com`);
    expect((await notOperator.fetch('/admin/outbox')).status).toBe(404);

    const operator = await signedUp(operatorEmail);
    const response = await operator.fetch('/admin/outbox');
    expect(response.status).toBe(200);
    const { mails } = (await response.json()) as {
      mails: { toAddress: string; subject: string; body: string }[];
    };
    const mail = mails.find((entry) => entry.toAddress === sellerEmail);
    expect(mail?.subject).toBe('Reset your Quillcart password');
    expect(mail?.body).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });
});
