import { eachItemChange } from '../../../../core/src/events/item-events';
import type { FeatureModule } from '../feature-module';
import { ItemsResolver } from './items.resolver';
import { ItemsService } from './items.service';

/** The product table: items, their changes as they happen. */
export const itemsModule: FeatureModule = {
  name: 'items',
  resolvers: [ItemsResolver],
  create: ({ dataSource, pubSub }) => ({
    resolvers: [new ItemsResolver(new ItemsService(dataSource, pubSub))],
    context: {
      itemChanges: (ownerKey, accept) => eachItemChange(pubSub, ownerKey, accept),
    },
  }),
};
