import { createLogger } from '../../../../core/src/logging/logger';
import {
  batchFinished,
  cancelLeftoverBatches,
  waitForBatch,
} from '../../../../test/support/batches';
import type { BrowserSession } from '../../../../test/support/browser-session';
import {
  startInProcessWorker,
  type WorkerProcess,
} from '../../../../test/support/in-process-worker';
import { ownDatabase } from '../../../../test/support/own-database';
import { seedItems, signedUpSeller } from '../../../../test/support/sellers';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { deleteRedisKeys, sql } from '../../../../test/support/test-env';

// Issue 16, skip unchanged: "Rewrite described products" (generateAll rewrite) takes items
// that already have a description too, but passes by, uncharged, those whose fields and
// settings have not changed since their description was written; "Regenerate anyway" (force)
// takes them as well. Each regeneration charges once.

const PREVIEW = `query($rewrite: Boolean!, $force: Boolean!) {
  generateAllPreview(rewrite: $rewrite, force: $force) {
    itemCount willUse unchangedCount emptyReason
  }
}`;
const GENERATE_ALL = `mutation($rewrite: Boolean!, $force: Boolean!) {
  generateAll(rewrite: $rewrite, force: $force) { id total unchangedCount rewrite }
}`;
const DESCRIPTIONS = `query { items(first: 50) { nodes { id description versionCount } } }`;

interface Preview {
  itemCount: number;
  willUse: number;
  unchangedCount: number;
  emptyReason: string | null;
}

async function generationsUsed(userId: string): Promise<number> {
  const [row] = await sql<{ used: number }>(
    'SELECT generations_used AS used FROM usage_records WHERE user_id = $1',
    [userId],
  );
  return row.used;
}

describe('Generate All: skip unchanged', () => {
  let server: TestServer;
  let worker: WorkerProcess;
  const prefix = `${process.env.REDIS_PREFIX}-unchanged`;
  const database = ownDatabase('unchanged');

  beforeAll(async () => {
    await database.setUp();
    server = await startTestServer({ REDIS_PREFIX: prefix });
    worker = await startInProcessWorker(
      { ...process.env, REDIS_PREFIX: prefix },
      createLogger('test', process.env.TEST_LOG ?? 'silent'),
    );
  });
  afterEach(async () => {
    await cancelLeftoverBatches();
  });
  afterAll(async () => {
    await worker.close();
    await server.close();
    await database.tearDown();
    await deleteRedisKeys(process.env.REDIS_URL as string, prefix);
  });

  async function preview(session: BrowserSession, rewrite: boolean, force = false) {
    return (await session.ok<{ generateAllPreview: Preview }>(PREVIEW, { rewrite, force }))
      .generateAllPreview;
  }

  async function runAll(session: BrowserSession, rewrite: boolean, force = false) {
    const { generateAll } = await session.ok<{
      generateAll: { id: string; total: number; unchangedCount: number; rewrite: boolean };
    }>(GENERATE_ALL, { rewrite, force });
    const batch = await waitForBatch(session, generateAll.id, batchFinished);
    expect(batch.status).toBe('COMPLETED');
    return generateAll;
  }

  /** A pro seller whose three products were described by one Generate All. */
  async function describedSeller() {
    const seller = await signedUpSeller(server.url, { plan: 'pro' });
    const ids = await seedItems({ userId: seller.userId }, 3, 'Oak Board');
    await runAll(seller.session, false);
    expect(await generationsUsed(seller.userId)).toBe(3);
    return { ...seller, ids };
  }

  it('Generate All alone never rewrites a described item', async () => {
    const { session, userId } = await describedSeller();
    const answer = await session.gql(GENERATE_ALL, { rewrite: false, force: false });
    expect(answer.errors?.[0]?.message).toBe('All items already have descriptions');
    expect(await generationsUsed(userId)).toBe(3);
  });

  it('a rewrite passes by unchanged items and charges nothing for them', async () => {
    const { session, userId } = await describedSeller();
    expect(await preview(session, true)).toEqual({
      itemCount: 0,
      willUse: 0,
      unchangedCount: 3,
      emptyReason:
        '3 products are unchanged since their descriptions: choose Regenerate anyway to rewrite them',
    });
    const refused = await session.gql(GENERATE_ALL, { rewrite: true, force: false });
    expect(refused.errors?.[0]).toMatchObject({
      message:
        '3 products are unchanged since their descriptions: choose Regenerate anyway to rewrite them',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await generationsUsed(userId)).toBe(0 + 3);
  });

  it('an edited item counts as changed: the rewrite takes it alone and charges once', async () => {
    const { session, userId, ids } = await describedSeller();
    await session.ok(
      `mutation($id: ID!) { updateItem(id: $id, patch: { details: "Solid oak | 50 cm wide | Juice groove" }) { id } }`,
      { id: ids[1] },
    );
    expect(await preview(session, true)).toMatchObject({
      itemCount: 1,
      willUse: 1,
      unchangedCount: 2,
    });
    const batch = await runAll(session, true);
    expect(batch).toMatchObject({ total: 1, unchangedCount: 2, rewrite: true });
    expect(await generationsUsed(userId)).toBe(4);
    // The rewritten item has a second version; the others were not touched.
    const { items } = await session.ok<{
      items: { nodes: { id: string; versionCount: number }[] };
    }>(DESCRIPTIONS);
    expect(items.nodes.map((node) => node.versionCount)).toEqual([1, 2, 1]);

    // Rewritten from its new fields, it is unchanged again: the next rewrite takes nothing.
    expect(await preview(session, true)).toMatchObject({ itemCount: 0, unchangedCount: 3 });
  });

  it('a changed setting changes every item', async () => {
    const { session, userId } = await describedSeller();
    await session.ok(`mutation { updatePromptSettings(input: { tone: FRIENDLY }) { tone } }`);
    expect(await preview(session, true)).toMatchObject({ itemCount: 3, unchangedCount: 0 });
    await runAll(session, true);
    expect(await generationsUsed(userId)).toBe(6);
    // Review mode is not a writing setting: switching it changes nothing.
    await session.ok(
      `mutation { updatePromptSettings(input: { reviewMode: true }) { reviewMode } }`,
    );
    expect(await preview(session, true)).toMatchObject({ itemCount: 0, unchangedCount: 3 });
  });

  it('"Regenerate anyway" takes unchanged items too, one generation each', async () => {
    const { session, userId } = await describedSeller();
    expect(await preview(session, true, true)).toMatchObject({
      itemCount: 3,
      willUse: 3,
      unchangedCount: 0,
    });
    const batch = await runAll(session, true, true);
    expect(batch).toMatchObject({ total: 3, unchangedCount: 0 });
    expect(await generationsUsed(userId)).toBe(6);
  });

  it('a description the seller edited by hand is not overwritten by a rewrite (it is unchanged)', async () => {
    const { session, ids } = await describedSeller();
    await session.ok(
      `mutation($id: ID!) { updateItem(id: $id, patch: { description: "Mine, typed by hand." }) { id } }`,
      { id: ids[0] },
    );
    expect(await preview(session, true)).toMatchObject({ itemCount: 0, unchangedCount: 3 });
  });

  it("the row's Generate on an unchanged item regenerates it and charges once", async () => {
    const { session, userId, ids } = await describedSeller();
    const { generateDescription } = await session.ok<{
      generateDescription: { usage: { generationsUsed: number } };
    }>(`mutation($id: ID!) { generateDescription(itemId: $id) { usage { generationsUsed } } }`, {
      id: ids[2],
    });
    expect(generateDescription.usage.generationsUsed).toBe(4);
    expect(await generationsUsed(userId)).toBe(4);
  });
});
