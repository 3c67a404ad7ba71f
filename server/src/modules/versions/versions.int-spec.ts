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
import { signedUpSeller } from '../../../../test/support/sellers';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { deleteRedisKeys, sql } from '../../../../test/support/test-env';

// Issue 16: "Write 3 versions" writes up to three versions, one generation each; the seller
// picks one; every version and every earlier description is kept with the item and can be
// restored; history shows each version written.

const VERSION = `id description provider origin instruction setIndex setSize current`;
const ITEM = `query($id: ID!) { item(id: $id) {
  id description versionCount choosingVersion versions { ${VERSION} }
} }`;
const GENERATE = `mutation($id: ID!, $v: Int) { generateDescription(itemId: $id, versions: $v) {
  item { id description versionCount choosingVersion } versions usage { generationsUsed }
} }`;
const CHOOSE = `mutation($item: ID!, $version: ID!) {
  chooseVersion(itemId: $item, versionId: $version) { id description choosingVersion }
}`;
const RESTORE = `mutation($item: ID!, $version: ID!) {
  restoreVersion(itemId: $item, versionId: $version) { id description choosingVersion }
}`;
const ADD = `mutation($i: ItemInput) { addItem(input: $i) { id } }`;
const MUG = {
  name: 'Stoneware Mug',
  sku: 'MUG-1',
  details: 'Stoneware | 350 ml | Dishwasher safe | Matte glaze | Speckled finish',
  price: '18.00',
  notes: 'Handmade in Portugal',
};

interface Version {
  id: string;
  description: string;
  provider: string | null;
  origin: string;
  instruction: string | null;
  setIndex: number | null;
  setSize: number | null;
  current: boolean;
}
interface ItemView {
  id: string;
  description: string;
  versionCount: number;
  choosingVersion: boolean;
  versions: Version[];
}

async function generationsUsed(userId: string): Promise<number> {
  const [row] = await sql<{ used: number }>(
    'SELECT generations_used AS used FROM usage_records WHERE user_id = $1',
    [userId],
  );
  return row.used;
}

async function records(itemId: string): Promise<{ description: string; variant: number }[]> {
  return sql<{ description: string; variant: number }>(
    `SELECT description, variant FROM generation_records
      WHERE item_id = $1 AND outcome = 'success' ORDER BY created_at, variant`,
    [itemId],
  );
}

async function addMug(session: BrowserSession, fields: Partial<typeof MUG> = {}): Promise<string> {
  return (await session.ok<{ addItem: { id: string } }>(ADD, { i: { ...MUG, ...fields } })).addItem
    .id;
}

async function readItem(session: BrowserSession, id: string): Promise<ItemView> {
  return (await session.ok<{ item: ItemView }>(ITEM, { id })).item;
}

describe('versions', () => {
  let server: TestServer;
  let worker: WorkerProcess | null = null;
  const prefix = `${process.env.REDIS_PREFIX}-versions`;
  const database = ownDatabase('versions');

  beforeAll(async () => {
    await database.setUp();
    server = await startTestServer({ REDIS_PREFIX: prefix });
  });
  afterEach(async () => {
    await worker?.close();
    worker = null;
    await cancelLeftoverBatches();
  });
  afterAll(async () => {
    await server.close();
    await database.tearDown();
    await deleteRedisKeys(process.env.REDIS_URL as string, prefix);
  });

  it('"Write 3 versions" writes three different versions, charges three generations, and records each in history', async () => {
    const { session, userId } = await signedUpSeller(server.url, { plan: 'pro' });
    const id = await addMug(session);
    const { generateDescription } = await session.ok<{
      generateDescription: {
        item: { description: string; versionCount: number; choosingVersion: boolean };
        versions: number;
        usage: { generationsUsed: number };
      };
    }>(GENERATE, { id, v: 3 });
    expect(generateDescription.versions).toBe(3);
    expect(generateDescription.usage.generationsUsed).toBe(3);
    expect(generateDescription.item).toMatchObject({ versionCount: 3, choosingVersion: true });
    expect(await generationsUsed(userId)).toBe(3);

    const item = await readItem(session, id);
    const set = item.versions;
    expect(set.map((version) => version.setIndex)).toEqual([1, 2, 3]);
    expect(set.every((version) => version.setSize === 3 && version.origin === 'GENERATED')).toBe(
      true,
    );
    // Three different texts; the first is the description until the seller picks.
    expect(new Set(set.map((version) => version.description)).size).toBe(3);
    expect(set[0]).toMatchObject({ current: true, description: item.description });
    // History: one record per version written.
    expect((await records(id)).map((record) => record.variant)).toEqual([0, 1, 2]);
    expect((await records(id)).map((record) => record.description)).toEqual(
      set.map((version) => version.description),
    );
  });

  it('regenerating a described product with the built-in writer gives a new text each time, every one kept', async () => {
    const { session } = await signedUpSeller(server.url, { plan: 'pro' });
    const id = await addMug(session);
    const texts: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      await session.ok(GENERATE, { id, v: 1 });
      texts.push((await readItem(session, id)).description);
    }
    // Each regeneration says it differently: a seller who asks again gets something new.
    expect(new Set(texts).size).toBe(3);
    const item = await readItem(session, id);
    expect(item.versions.map((version) => version.description).sort()).toEqual([...texts].sort());
    expect(item.versions.find((version) => version.current)?.description).toBe(texts[2]);
  });

  it('the seller picks a version: it becomes the description, and every version stays', async () => {
    const { session, userId } = await signedUpSeller(server.url, { plan: 'pro' });
    const id = await addMug(session);
    await session.ok(GENERATE, { id, v: 3 });
    const before = await readItem(session, id);
    const third = before.versions[2];

    const { chooseVersion } = await session.ok<{
      chooseVersion: { description: string; choosingVersion: boolean };
    }>(CHOOSE, { item: id, version: third.id });
    expect(chooseVersion).toEqual({ id, description: third.description, choosingVersion: false });

    const after = await readItem(session, id);
    expect(after.description).toBe(third.description);
    expect(after.versionCount).toBe(3);
    expect(after.versions.find((version) => version.current)?.id).toBe(third.id);
    // Picking is not a generation.
    expect(await generationsUsed(userId)).toBe(3);

    // Once chosen, the set is no longer open for choosing: going back is a restore.
    const again = await session.gql(CHOOSE, { item: id, version: before.versions[0].id });
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps every earlier description (typed, imported or generated) and restores any of them', async () => {
    const { session, userId } = await signedUpSeller(server.url, { plan: 'pro' });
    const id = await addMug(session);
    // A description the seller typed: not a version until something replaces it.
    await session.ok(
      `mutation($id: ID!) { updateItem(id: $id, patch: { description: "My own words about the mug." }) { id } }`,
      { id },
    );
    expect((await readItem(session, id)).versions).toEqual([]);

    await session.ok(GENERATE, { id, v: 1 });
    const generated = await readItem(session, id);
    expect(generated.versions.map((version) => version.origin)).toEqual(['GENERATED', 'EARLIER']);
    expect(generated.versions[1].description).toBe('My own words about the mug.');
    expect(generated.versions[0].current).toBe(true);

    // Restore the typed text: the generated one stays (it is a version), nothing is charged.
    const typed = generated.versions[1];
    const { restoreVersion } = await session.ok<{ restoreVersion: { description: string } }>(
      RESTORE,
      { item: id, version: typed.id },
    );
    expect(restoreVersion.description).toBe('My own words about the mug.');
    const restored = await readItem(session, id);
    expect(restored.versionCount).toBe(2);
    expect(restored.versions.find((version) => version.current)?.id).toBe(typed.id);
    expect(await generationsUsed(userId)).toBe(1);

    // And forward again to the generated one.
    await session.ok(RESTORE, { item: id, version: generated.versions[0].id });
    expect((await readItem(session, id)).description).toBe(generated.versions[0].description);
  });

  it('a hand edit after a generation is kept when a restore replaces it', async () => {
    const { session } = await signedUpSeller(server.url, { plan: 'pro' });
    const id = await addMug(session);
    await session.ok(GENERATE, { id, v: 1 });
    const [generated] = (await readItem(session, id)).versions;
    await session.ok(
      `mutation($id: ID!) { updateItem(id: $id, patch: { description: "Edited by hand." }) { id } }`,
      { id },
    );
    await session.ok(RESTORE, { item: id, version: generated.id });
    const item = await readItem(session, id);
    expect(item.description).toBe(generated.description);
    expect(item.versions.map((version) => version.description)).toContain('Edited by hand.');
  });

  it('another seller reaches neither the versions nor the mutations', async () => {
    const alice = await signedUpSeller(server.url, { plan: 'pro' });
    const bob = await signedUpSeller(server.url, { plan: 'pro' });
    const id = await addMug(alice.session);
    await alice.session.ok(GENERATE, { id, v: 2 });
    const [version] = (await readItem(alice.session, id)).versions;
    expect((await bob.session.ok<{ item: ItemView | null }>(ITEM, { id })).item).toBeNull();
    for (const mutation of [CHOOSE, RESTORE]) {
      const answer = await bob.session.gql(mutation, { item: id, version: version.id });
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // Bob's own item with Alice's version id: not found either.
    const bobs = await addMug(bob.session);
    const cross = await bob.session.gql(RESTORE, { item: bobs, version: version.id });
    expect(cross.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a free seller with two generations left gets two versions, charged two', async () => {
    const { session, userId } = await signedUpSeller(server.url, { plan: 'free', used: 23 });
    const id = await addMug(session);
    const { generateDescription } = await session.ok<{
      generateDescription: { versions: number; usage: { generationsUsed: number } };
    }>(GENERATE, { id, v: 3 });
    expect(generateDescription.versions).toBe(2);
    expect(await generationsUsed(userId)).toBe(25);
    expect((await readItem(session, id)).versions).toHaveLength(2);
  });

  it('Undo of a delete brings the item back with its versions', async () => {
    const { session } = await signedUpSeller(server.url, { plan: 'pro' });
    const id = await addMug(session);
    await session.ok(GENERATE, { id, v: 2 });
    const before = await readItem(session, id);
    await session.ok('mutation($id: ID!) { deleteItem(id: $id) }', { id });
    await session.ok('mutation($ids: [ID!]!) { restoreItems(ids: $ids) { id } }', { ids: [id] });
    const after = await readItem(session, id);
    expect(after.versions).toEqual(before.versions);
  });

  it('Generate All with 3 versions charges one generation per version written, once, and leaves each item to choose', async () => {
    worker = await startInProcessWorker(
      { ...process.env, REDIS_PREFIX: prefix },
      createLogger('test', process.env.TEST_LOG ?? 'silent'),
    );
    const { session, userId } = await signedUpSeller(server.url, { plan: 'pro' });
    const ids = [
      await addMug(session),
      await addMug(session, {
        name: 'Linen Napkin',
        sku: 'NAP-1',
        details: 'Washed linen | 45 x 45 cm | Set of four',
      }),
    ];
    const preview = await session.ok<{ generateAllPreview: { willUse: number; versions: number } }>(
      'query { generateAllPreview(versions: 3) { willUse versions } }',
    );
    expect(preview.generateAllPreview).toEqual({ willUse: 6, versions: 3 });
    const { generateAll } = await session.ok<{ generateAll: { id: string } }>(
      'mutation { generateAll(versions: 3) { id } }',
    );
    const batch = await waitForBatch(session, generateAll.id, batchFinished);
    expect(batch).toMatchObject({ status: 'COMPLETED', succeeded: 2, failed: 0 });
    expect(await generationsUsed(userId)).toBe(6);
    for (const id of ids) {
      const item = await readItem(session, id);
      expect(item).toMatchObject({ versionCount: 3, choosingVersion: true });
      expect((await records(id)).map((record) => record.variant)).toEqual([0, 1, 2]);
    }
  });
});
