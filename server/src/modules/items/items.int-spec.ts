import { randomUUID } from 'node:crypto';
import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { sql } from '../../../../test/support/test-env';

const ITEM_FIELDS = 'id name sku details price notes description status createdAt updatedAt';

const ADD = `mutation Add($input: ItemInput) { addItem(input: $input) { ${ITEM_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $patch: ItemPatch!) { updateItem(id: $id, patch: $patch) { ${ITEM_FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteItem(id: $id) }`;
const DUPLICATE = `mutation Duplicate($id: ID!) { duplicateItem(id: $id) { ${ITEM_FIELDS} } }`;
const LIST = `query List($first: Int!, $after: String) {
  items(first: $first, after: $after) { nodes { id name sku } totalCount pageInfo { hasNextPage endCursor } }
}`;
const ONE = `query One($id: ID!) { item(id: $id) { ${ITEM_FIELDS} } }`;
const STATS = `{ itemStats { total withDescriptions pending processing } }`;

interface Item {
  id: string;
  name: string;
  sku: string;
  details: string;
  price: string;
  notes: string;
  description: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}
interface Page {
  items: {
    nodes: Pick<Item, 'id' | 'name' | 'sku'>[];
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

describe('items over GraphQL', () => {
  let server: TestServer;
  let alice: BrowserSession;
  let bob: BrowserSession;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    alice = new BrowserSession(server.url);
    bob = new BrowserSession(server.url);
    await alice.start();
    await bob.start();
  });

  async function add(session: BrowserSession, input: Partial<Item> = {}): Promise<Item> {
    return (await session.ok<{ addItem: Item }>(ADD, { input })).addItem;
  }

  async function listAll(session: BrowserSession): Promise<Page['items']['nodes']> {
    return (await session.ok<Page>(LIST, { first: 1000 })).items.nodes;
  }

  it('adds an item with trimmed fields, idle and without a description', async () => {
    const item = await add(alice, {
      name: '  Ceramic Mug ',
      sku: 'MUG-1',
      details: 'Stoneware | 350 ml',
      price: '12,99',
      notes: 'Dishwasher safe',
    });
    expect(item).toMatchObject({
      name: 'Ceramic Mug',
      sku: 'MUG-1',
      details: 'Stoneware | 350 ml',
      price: '12,99',
      notes: 'Dishwasher safe',
      description: '',
      status: 'IDLE',
    });
    expect(new Date(item.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const fetched = await alice.ok<{ item: Item }>(ONE, { id: item.id });
    expect(fetched.item).toEqual(item);
  });

  it('adds an empty row when no input is given', async () => {
    const item = await add(alice);
    expect(item).toMatchObject({ name: '', sku: '', price: '', description: '' });
  });

  it('appends in table order and pages with a cursor', async () => {
    const names = Array.from({ length: 7 }, (_, i) => `Product ${i + 1}`);
    for (const name of names) await add(alice, { name });

    const first = await alice.ok<Page>(LIST, { first: 3 });
    expect(first.items.nodes.map((n) => n.name)).toEqual(names.slice(0, 3));
    expect(first.items.totalCount).toBe(7);
    expect(first.items.pageInfo.hasNextPage).toBe(true);

    const second = await alice.ok<Page>(LIST, { first: 3, after: first.items.pageInfo.endCursor });
    expect(second.items.nodes.map((n) => n.name)).toEqual(names.slice(3, 6));

    const third = await alice.ok<Page>(LIST, { first: 3, after: second.items.pageInfo.endCursor });
    expect(third.items.nodes.map((n) => n.name)).toEqual(names.slice(6));
    expect(third.items.pageInfo.hasNextPage).toBe(false);
  });

  it('answers every Item field of a page as a single item read does, through fragments and aliases', async () => {
    const every = `${ITEM_FIELDS} statusMessage provider claimWarnings lengthNote`;
    await add(alice, { name: 'Mug', sku: 'M-1', details: 'Stoneware', price: '12', notes: 'n' });
    await add(alice, { name: 'Lamp' });
    const page = await alice.ok<{
      items: { rows: ({ key: string } & Record<string, unknown>)[]; count: number };
    }>(
      `query Page {
        items(first: 10) {
          rows: nodes { key: id ...Fields ... on Item { description } }
          count: totalCount
        }
      }
      fragment Fields on Item { ${every} }`,
    );
    expect(page.items.count).toBe(2);
    for (const row of page.items.rows) {
      const { item } = await alice.ok<{ item: Record<string, unknown> }>(
        `query One($id: ID!) { item(id: $id) { ${every} } }`,
        { id: row.key },
      );
      const { key, ...fields } = row;
      expect({ ...fields, id: key }).toEqual(item);
    }
    // Without totalCount the page still answers what it was asked.
    const bare = await alice.ok<{ items: { nodes: { name: string }[] } }>(
      '{ items(first: 1) { nodes { name } } }',
    );
    expect(bare.items.nodes).toEqual([{ name: 'Mug' }]);
  });

  it('pages the same with any part of pageInfo asked for, or none', async () => {
    for (const name of ['A', 'B', 'C']) await add(alice, { name, sku: `S-${name}` });
    await add(bob, { name: 'Not yours' });
    // No pageInfo: exactly the page, only the fields asked, never another seller's row.
    const bare = await alice.ok<{ items: { nodes: Record<string, unknown>[] } }>(
      '{ items(first: 2) { nodes { name sku } } }',
    );
    expect(bare.items.nodes).toEqual([
      { name: 'A', sku: 'S-A' },
      { name: 'B', sku: 'S-B' },
    ]);
    // Only hasNextPage: it still looks one row ahead.
    const more = `query($first: Int!) { items(first: $first) { nodes { name } pageInfo { hasNextPage } } }`;
    const page = (first: number) =>
      alice.ok<{ items: { nodes: { name: string }[]; pageInfo: Record<string, unknown> } }>(more, {
        first,
      });
    expect((await page(2)).items).toEqual({
      nodes: [{ name: 'A' }, { name: 'B' }],
      pageInfo: { hasNextPage: true },
    });
    expect((await page(3)).items.pageInfo).toEqual({ hasNextPage: false });
    // Only endCursor: the cursor still leads to the next page.
    const cursor = `query($after: String) { items(first: 2, after: $after) { nodes { name } pageInfo { endCursor } } }`;
    type CursorPage = { items: { nodes: { name: string }[]; pageInfo: { endCursor: string } } };
    const first = await alice.ok<CursorPage>(cursor);
    expect(Object.keys(first.items.pageInfo)).toEqual(['endCursor']);
    const second = await alice.ok<CursorPage>(cursor, { after: first.items.pageInfo.endCursor });
    expect(second.items.nodes).toEqual([{ name: 'C' }]);
    // The same document again (run compiled), and another seller with it: only their own rows.
    expect((await alice.ok<CursorPage>(cursor)).items.nodes).toEqual(first.items.nodes);
    expect((await bob.ok<CursorPage>(cursor)).items.nodes).toEqual([{ name: 'Not yours' }]);
  });

  it('answers pages of many different field sets, past those it prepares', async () => {
    const mug = { name: 'Mug', sku: 'M-1', details: 'Stoneware', price: '12', notes: 'n' };
    const lamp = { name: 'Lamp', sku: 'L-1', details: 'Brass', price: '40', notes: 'm' };
    await add(alice, mug);
    await add(alice, lamp);
    const start = await alice.ok<Page>(LIST, { first: 1 });
    const fields = Object.keys(mug) as (keyof typeof mug)[];
    // Every non-empty subset of five fields, with and without id, from the start and after a
    // cursor (other statements): 124 field sets, more than the 64 prepared per connection.
    for (const after of [null, start.items.pageInfo.endCursor]) {
      const expected = after ? lamp : mug;
      for (let mask = 1; mask < 32; mask += 1) {
        const asked = fields.filter((_field, index) => mask & (1 << index));
        for (const withId of [false, true]) {
          const selection = `${withId ? 'id ' : ''}${asked.join(' ')}`;
          const page = await alice.ok<{ items: { nodes: Record<string, unknown>[] } }>(
            `query($after: String) { items(first: 1, after: $after) { nodes { ${selection} } } }`,
            { after },
          );
          expect(page.items.nodes).toHaveLength(1);
          const [node] = page.items.nodes;
          expect(Object.keys(node).sort()).toEqual([...(withId ? ['id'] : []), ...asked].sort());
          for (const field of asked) expect(node[field]).toBe(expected[field]);
        }
      }
    }
  });

  it('refuses a page size out of range and a forged cursor', async () => {
    const tooBig = await alice.gql(LIST, { first: 1001 });
    expect(tooBig.errors?.[0]).toMatchObject({
      message: 'first must be between 1 and 1000',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const forged = await alice.gql(LIST, { first: 10, after: 'bm90LWEtY3Vyc29y' });
    expect(forged.errors?.[0]).toMatchObject({
      message: 'Invalid cursor',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('updates one field, leaving the others as they were', async () => {
    const item = await add(alice, { name: 'Lamp', sku: 'L-1', price: '40' });
    const updated = (
      await alice.ok<{ updateItem: Item }>(UPDATE, { id: item.id, patch: { price: '45.50' } })
    ).updateItem;
    expect(updated).toMatchObject({ name: 'Lamp', sku: 'L-1', price: '45.50' });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(item.updatedAt).getTime(),
    );
  });

  it('updates many fields at once, and the change survives a fresh read', async () => {
    const item = await add(alice, { name: 'Lamp' });
    await alice.ok(UPDATE, {
      id: item.id,
      patch: {
        name: 'Desk Lamp',
        sku: 'DL-2',
        details: 'Brass',
        notes: 'Warm light',
        description: 'A lamp.',
      },
    });
    const again = await alice.ok<{ item: Item }>(ONE, { id: item.id });
    expect(again.item).toMatchObject({
      name: 'Desk Lamp',
      sku: 'DL-2',
      details: 'Brass',
      notes: 'Warm light',
      description: 'A lamp.',
    });
  });

  it('refuses invalid values with a clear message and changes nothing', async () => {
    const item = await add(alice, { name: 'Chair', price: '80' });
    const badPrice = await alice.gql(UPDATE, {
      id: item.id,
      patch: { name: 'Stool', price: 'cheap' },
    });
    expect(badPrice.errors?.[0]).toMatchObject({
      message: 'Price must be a valid positive number',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tooLong = await alice.gql(ADD, { input: { name: 'x'.repeat(301) } });
    expect(tooLong.errors?.[0].message).toBe('Product Name must be at most 300 characters');
    const after = await alice.ok<{ item: Item }>(ONE, { id: item.id });
    expect(after.item).toMatchObject({ name: 'Chair', price: '80' });
  });

  it('deletes an item', async () => {
    const keep = await add(alice, { name: 'Keep' });
    const gone = await add(alice, { name: 'Gone' });
    const result = await alice.ok<{ deleteItem: string }>(DELETE, { id: gone.id });
    expect(result.deleteItem).toBe(gone.id);
    expect((await listAll(alice)).map((n) => n.id)).toEqual([keep.id]);
    const again = await alice.gql(DELETE, { id: gone.id });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Item not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('deletes several items, and Undo brings them back as they were, in their places', async () => {
    const a = await add(alice, { name: 'A', sku: 'A-1', details: 'd', description: 'Written A' });
    const b = await add(alice, { name: 'B', sku: 'B-1', price: '5', notes: 'n' });
    const c = await add(alice, { name: 'C' });
    const d = await add(alice, { name: 'D' });
    const { deleteItems } = await alice.ok<{ deleteItems: string[] }>(
      'mutation ($ids: [ID!]!) { deleteItems(ids: $ids) }',
      { ids: [a.id, c.id, 'not-an-id'] },
    );
    expect(new Set(deleteItems)).toEqual(new Set([a.id, c.id]));
    expect((await listAll(alice)).map((n) => n.id)).toEqual([b.id, d.id]);
    const stats = await alice.ok<{ itemStats: { total: number } }>(STATS);
    expect(stats.itemStats.total).toBe(2);

    // Another owner can neither restore nor see them.
    const stolen = await bob.ok<{ restoreItems: Item[] }>(
      `mutation ($ids: [ID!]!) { restoreItems(ids: $ids) { ${ITEM_FIELDS} } }`,
      { ids: [a.id, c.id] },
    );
    expect(stolen.restoreItems).toEqual([]);
    expect(await listAll(bob)).toEqual([]);

    const { restoreItems } = await alice.ok<{ restoreItems: Item[] }>(
      `mutation ($ids: [ID!]!) { restoreItems(ids: $ids) { ${ITEM_FIELDS} } }`,
      { ids: [c.id, a.id] },
    );
    expect(restoreItems.map((item) => item.id)).toEqual([a.id, c.id]);
    expect(restoreItems[0]).toEqual(a);
    expect((await listAll(alice)).map((n) => n.id)).toEqual([a.id, b.id, c.id, d.id]);
    // Restored once: a second Undo finds nothing.
    const again = await alice.ok<{ restoreItems: Item[] }>(
      `mutation ($ids: [ID!]!) { restoreItems(ids: $ids) { id } }`,
      { ids: [a.id] },
    );
    expect(again.restoreItems).toEqual([]);
  });

  it('copies several items, each right after its original', async () => {
    const a = await add(alice, { name: 'A' });
    const b = await add(alice, { name: 'B' });
    const c = await add(alice, { name: 'C' });
    const { duplicateItems } = await alice.ok<{ duplicateItems: Item[] }>(
      'mutation ($ids: [ID!]!) { duplicateItems(ids: $ids) { id name } }',
      { ids: [a.id, c.id] },
    );
    expect(duplicateItems.map((item) => item.name)).toEqual(['A (Copy)', 'C (Copy)']);
    expect((await listAll(alice)).map((n) => n.name)).toEqual([
      'A',
      'A (Copy)',
      'B',
      'C',
      'C (Copy)',
    ]);
    const fromBob = await bob.ok<{ duplicateItems: Item[] }>(
      'mutation ($ids: [ID!]!) { duplicateItems(ids: $ids) { id } }',
      { ids: [b.id] },
    );
    expect(fromBob.duplicateItems).toEqual([]);
  });

  it('duplicates an item right after its original', async () => {
    const a = await add(alice, {
      name: 'A',
      sku: 'A-1',
      details: 'd',
      price: '5',
      notes: 'n',
      description: 'desc',
    });
    const b = await add(alice, { name: 'B' });
    const copy = (await alice.ok<{ duplicateItem: Item }>(DUPLICATE, { id: a.id })).duplicateItem;
    expect(copy).toMatchObject({
      name: 'A (Copy)',
      sku: 'A-1-COPY',
      details: 'd',
      price: '5',
      notes: 'n',
      description: 'desc',
    });
    expect(copy.id).not.toBe(a.id);
    const copyOfCopy = (await alice.ok<{ duplicateItem: Item }>(DUPLICATE, { id: a.id }))
      .duplicateItem;
    expect((await listAll(alice)).map((n) => n.id)).toEqual([a.id, copyOfCopy.id, copy.id, b.id]);
  });

  it('keeps order when an item is copied many times in the same place', async () => {
    const a = await add(alice, { name: 'A' });
    const b = await add(alice, { name: 'B' });
    // Each copy halves the gap after A: past ~50 the doubles run out and positions are renumbered.
    for (let i = 0; i < 60; i += 1) await alice.ok(DUPLICATE, { id: a.id });
    const ids = (await listAll(alice)).map((n) => n.id);
    expect(ids).toHaveLength(62);
    expect(ids[0]).toBe(a.id);
    expect(ids.at(-1)).toBe(b.id);
  });

  it('counts totals, descriptions and pending items', async () => {
    await add(alice, { name: 'One', description: 'Written' });
    await add(alice, { name: 'Two' });
    await add(alice, { name: 'Three' });
    await add(bob, { name: "Bob's", description: 'Also written' });
    const stats = await alice.ok<{ itemStats: Record<string, number> }>(STATS);
    expect(stats.itemStats).toEqual({ total: 3, withDescriptions: 1, pending: 2, processing: 0 });
  });

  describe('ownership', () => {
    it("never shows one owner's items to another", async () => {
      const secret = await add(alice, { name: 'Secret', sku: 'S-1' });
      expect(await listAll(bob)).toEqual([]);
      expect((await bob.ok<{ item: Item | null }>(ONE, { id: secret.id })).item).toBeNull();
      const bobStats = await bob.ok<{ itemStats: { total: number } }>(STATS);
      expect(bobStats.itemStats.total).toBe(0);
    });

    it('answers not found when another owner changes, deletes or copies an item, and changes nothing', async () => {
      const secret = await add(alice, { name: 'Secret', sku: 'S-1' });
      for (const [query, variables] of [
        [UPDATE, { id: secret.id, patch: { name: 'Hacked' } }],
        [DELETE, { id: secret.id }],
        [DUPLICATE, { id: secret.id }],
      ] as const) {
        const result = await bob.gql(query, variables);
        expect(result.errors?.[0]).toMatchObject({
          message: 'Item not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      expect(await listAll(alice)).toEqual([{ id: secret.id, name: 'Secret', sku: 'S-1' }]);
      expect(await listAll(bob)).toEqual([]);
    });

    it('answers not found when the item is deleted between its change and the answer', async () => {
      const item = await add(alice, { name: 'Soon gone' });
      const marker = `vanishes ${randomUUID()}`;
      // As a delete from another tab landing right after the change: the changed row goes at
      // the end of the UPDATE that changed it (only for this test's marker name).
      const trigger = `test_vanish_${randomUUID().replaceAll('-', '')}`;
      await sql(`CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$
                 BEGIN DELETE FROM items WHERE id = NEW.id; RETURN NULL; END $$`);
      await sql(`CREATE TRIGGER ${trigger} AFTER UPDATE ON items FOR EACH ROW
                 WHEN (NEW.name = '${marker}') EXECUTE FUNCTION ${trigger}()`);
      try {
        const result = await alice.gql(UPDATE, { id: item.id, patch: { name: marker } });
        expect(result.errors?.[0]).toMatchObject({
          message: 'Item not found',
          extensions: { code: 'NOT_FOUND' },
        });
        expect(await listAll(alice)).toEqual([]);
      } finally {
        await sql(`DROP TRIGGER ${trigger} ON items`);
        await sql(`DROP FUNCTION ${trigger}()`);
      }
    });

    it('answers not found for ids that are not ids', async () => {
      const result = await alice.gql(UPDATE, { id: 'not-a-uuid', patch: { name: 'x' } });
      expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await alice.ok<{ item: Item | null }>(ONE, { id: "1' OR '1'='1" })).item).toBeNull();
    });

    it("does not let a cursor reveal another owner's items", async () => {
      await add(alice, { name: 'Mine' });
      const page = await alice.ok<Page>(LIST, { first: 1 });
      const result = await bob.ok<Page>(LIST, { first: 10, after: page.items.pageInfo.endCursor });
      expect(result.items.nodes).toEqual([]);
    });

    it('gives a visitor with a forged cookie a fresh, empty guest session', async () => {
      await add(alice, { name: 'Mine' });
      const forger = new BrowserSession(server.url);
      const aliceCookie = alice.cookieHeader.split('=')[1];
      // Tamper with the signed value: swap the id part but keep the signature.
      const forged = aliceCookie.replace(
        /^s%3A[0-9a-f-]{36}/,
        's%3A00000000-0000-4000-8000-000000000000',
      );
      const response = await forger.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `qc_guest=${forged}` },
        body: JSON.stringify({ query: LIST, variables: { first: 10 } }),
      });
      const body = (await response.json()) as Page extends infer P ? { data: P } : never;
      expect(body.data.items.nodes).toEqual([]);
    });
  });
});
