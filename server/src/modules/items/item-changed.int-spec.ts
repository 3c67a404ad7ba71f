import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { collect as collectResults, wsClient } from '../../../../test/support/ws-client';

function collect(client: ReturnType<typeof wsClient>, count: number) {
  const { done, ready } = collectResults<{ itemChanged: Change }>(client, SUBSCRIBE, count);
  return { ready, done: done.then((events) => events.map((event) => event.itemChanged)) };
}

const SUBSCRIBE = `subscription { itemChanged { kind itemId item { id name price } } }`;

interface Change {
  kind: string;
  itemId: string;
  item: { id: string; name: string; price: string } | null;
}

describe('itemChanged subscription', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("delivers the owner's item changes in order, and only the owner's", async () => {
    const alice = new BrowserSession(server.url);
    const bob = new BrowserSession(server.url);
    await alice.start();
    await bob.start();

    const aliceClient = wsClient(server.url, alice.cookieHeader);
    const bobClient = wsClient(server.url, bob.cookieHeader);
    try {
      const aliceEvents = collect(aliceClient, 4);
      const bobEvents = collect(bobClient, 1);
      await Promise.all([aliceEvents.ready, bobEvents.ready]);

      const { addItem } = await alice.ok<{ addItem: { id: string } }>(
        'mutation { addItem(input: { name: "Mug", price: "9" }) { id } }',
      );
      await alice.ok('mutation($id: ID!) { updateItem(id: $id, patch: { price: "11" }) { id } }', {
        id: addItem.id,
      });
      const { duplicateItem } = await alice.ok<{ duplicateItem: { id: string } }>(
        'mutation($id: ID!) { duplicateItem(id: $id) { id } }',
        { id: addItem.id },
      );
      await alice.ok('mutation($id: ID!) { deleteItem(id: $id) }', { id: addItem.id });
      await bob.ok('mutation { addItem(input: { name: "Bob only" }) { id } }');

      const events = await aliceEvents.done;
      expect(events).toEqual([
        { kind: 'ADDED', itemId: addItem.id, item: { id: addItem.id, name: 'Mug', price: '9' } },
        { kind: 'UPDATED', itemId: addItem.id, item: { id: addItem.id, name: 'Mug', price: '11' } },
        {
          kind: 'ADDED',
          itemId: duplicateItem.id,
          item: { id: duplicateItem.id, name: 'Mug (Copy)', price: '11' },
        },
        { kind: 'DELETED', itemId: addItem.id, item: null },
      ]);
      const bobs = await bobEvents.done;
      expect(bobs).toHaveLength(1);
      expect(bobs[0]).toMatchObject({ kind: 'ADDED', item: { name: 'Bob only' } });
    } finally {
      await Promise.all([aliceClient.dispose(), bobClient.dispose()]);
    }
  });

  it('refuses a WebSocket without a guest or user session', async () => {
    const client = wsClient(server.url, '');
    try {
      const outcome = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: SUBSCRIBE },
          { next: resolve, error: resolve, complete: () => resolve('complete') },
        );
      });
      expect(outcome).toMatchObject({ code: 4403 });
    } finally {
      await client.dispose();
    }
  });
});
