import { Initial1763762400000 } from './1763762400000-initial';
import { Accounts1763769600000 } from './1763769600000-accounts';
import { Generation1763776800000 } from './1763776800000-generation';
import { Batches1763784000000 } from './1763784000000-batches';
import { ItemSource1763791200000 } from './1763791200000-item-source';
import { Keywords1763798400000 } from './1763798400000-keywords';
import { DescriptionQuality1763812800000 } from './1763812800000-description-quality';
import { ConcurrentBatches1763820000000 } from './1763820000000-concurrent-batches';
import { BatchNotReady1763827200000 } from './1763827200000-batch-not-ready';
import { DeletedItems1763834400000 } from './1763834400000-deleted-items';
import { ChannelFields1763841600000 } from './1763841600000-channel-fields';
import { CatalogueSameness1763848800000 } from './1763848800000-catalogue-sameness';
import { VersionsAndReview1763856000000 } from './1763856000000-versions-and-review';
import { ItemSourceCells1763863200000 } from './1763863200000-item-source-cells';

/**
 * Every migration, in order. Listed explicitly so compiled and test builds agree; here in
 * core, not in the server's modules, because every process that opens the database (the
 * worker too) needs the same list. A new one goes at the end.
 */
export const MIGRATIONS = [
  Initial1763762400000,
  Accounts1763769600000,
  Generation1763776800000,
  Batches1763784000000,
  ItemSource1763791200000,
  Keywords1763798400000,
  DescriptionQuality1763812800000,
  ConcurrentBatches1763820000000,
  BatchNotReady1763827200000,
  DeletedItems1763834400000,
  ChannelFields1763841600000,
  CatalogueSameness1763848800000,
  VersionsAndReview1763856000000,
  ItemSourceCells1763863200000,
];
