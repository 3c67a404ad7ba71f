import { historyRoutes } from '../../http/history.routes';
import type { FeatureModule } from '../feature-module';
import { HistoryResolver } from './history.resolver';
import { HistoryService } from './history.service';

/** Generation history: the page's queries and its CSV export. */
export const historyModule: FeatureModule = {
  name: 'history',
  resolvers: [HistoryResolver],
  create: ({ dataSource }) => {
    const history = new HistoryService(dataSource);
    return { resolvers: [new HistoryResolver(history)], routes: [historyRoutes(history)] };
  },
};
