import type { ItemChangedEvent } from '../../../../core/src/events/topics';
import { ownerKey } from '../../../../core/src/owner/owner';
import type { GraphQLContext } from '../../graphql/context';

/**
 * The viewer's item changes (those `accept` takes), one at a time, for a subscription (the
 * items module puts `itemChanges` in every context).
 */
export function itemChangesOf(
  context: GraphQLContext,
  accept?: (change: ItemChangedEvent) => boolean,
): AsyncIterableIterator<ItemChangedEvent> {
  if (!context.itemChanges) throw new Error('The items module is not running');
  return context.itemChanges(ownerKey(context.owner), accept);
}
