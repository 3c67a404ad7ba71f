import { createPubSub } from '@graphql-yoga/subscription';
import type { SnapshotSource } from '../catalog/snapshot-source';
import { ownerKey, userOwner, type OwnerColumns } from '../owner/owner';
import { EMPTY_CHANNEL_FIELDS } from '../shared/channel-fields';
import { eachItemChange, publishItemChange, publishItemsUpdated } from './item-events';
import type { PubSubChannels } from './pubsub';
import { Topic, type ItemChangedEvent } from './topics';

function item(id: string, ownerUserId: string): SnapshotSource & OwnerColumns {
  const at = new Date('2026-12-01T10:00:00Z');
  return {
    id,
    ownerUserId,
    ownerGuestId: null,
    name: `Mug ${id}`,
    sku: id,
    details: '',
    price: '9.00',
    notes: '',
    description: 'A mug.',
    status: 'idle',
    statusMessage: null,
    provider: 'builtin',
    claimWarnings: [],
    lengthNote: null,
    ...EMPTY_CHANNEL_FIELDS,
    sameness: null,
    reviewState: null,
    reviewInstruction: null,
    versionCount: 1,
    choosingVersion: false,
    createdAt: at,
    updatedAt: at,
  };
}

const ada = ownerKey(userOwner('ada'));
const bob = ownerKey(userOwner('bob'));

describe('item change events', () => {
  it("sends a group's changes as one message per owner (500 at most), each owner's in order", () => {
    const pubSub = createPubSub<PubSubChannels>();
    const messages: { owner: string; ids: string[] }[] = [];
    const spy = jest.spyOn(pubSub, 'publish').mockImplementation((...args: unknown[]) => {
      const [, owner, changes] = args as [string, string, ItemChangedEvent[]];
      messages.push({ owner, ids: changes.map((change) => change.itemId) });
    });
    const adas = Array.from({ length: 1200 }, (_, index) => item(`a${index}`, 'ada'));
    publishItemsUpdated(pubSub, [item('b0', 'bob'), ...adas, item('b1', 'bob')]);
    expect(messages.map(({ owner, ids }) => [owner, ids.length])).toEqual([
      [ada, 500],
      [ada, 500],
      [bob, 2],
      [ada, 200],
    ]);
    expect(messages.filter(({ owner }) => owner === ada).flatMap(({ ids }) => ids)).toEqual(
      adas.map(({ id }) => id),
    );
    expect(messages[2].ids).toEqual(['b0', 'b1']);
    spy.mockRestore();
  });

  it("hands a subscriber its owner's changes one at a time, those it accepts, in order", async () => {
    const pubSub = createPubSub<PubSubChannels>();
    const changes = eachItemChange(pubSub, ada, (change) => change.kind === 'updated');
    const first = changes.next();
    publishItemChange(pubSub, bob, 'updated', 'b0', item('b0', 'bob'));
    publishItemChange(pubSub, ada, 'deleted', 'gone', null);
    publishItemsUpdated(pubSub, [item('a1', 'ada'), item('b1', 'bob'), item('a2', 'ada')]);
    publishItemChange(pubSub, ada, 'updated', 'a3', item('a3', 'ada'));
    const seen = [await first, await changes.next(), await changes.next()].map(
      (result) => (result.value as ItemChangedEvent).itemId,
    );
    expect(seen).toEqual(['a1', 'a2', 'a3']);
    await changes.return?.();
  });

  it('lets a subscriber go at once while it waits for a message', async () => {
    const pubSub = createPubSub<PubSubChannels>();
    const changes = eachItemChange(pubSub, ada);
    const waiting = changes.next();
    await expect(changes.return?.()).resolves.toEqual({ value: undefined, done: true });
    await expect(waiting).resolves.toEqual({ value: undefined, done: true });
    // Nothing is delivered to it any more.
    pubSub.publish(Topic.ItemChanged, ada, [{ kind: 'deleted', itemId: 'late', item: null }]);
    await expect(changes.next()).resolves.toMatchObject({ done: true });
  });
});
