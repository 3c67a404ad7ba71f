import type { FeatureModule } from '../feature-module';
import { VersionsResolver } from './versions.resolver';
import { VersionsService } from './versions.service';

/** Versions: every description an item has had, chosen among or restored. */
export const versionsModule: FeatureModule = {
  name: 'versions',
  resolvers: [VersionsResolver],
  create: ({ dataSource, pubSub }) => ({
    resolvers: [new VersionsResolver(new VersionsService(dataSource, pubSub))],
  }),
};
