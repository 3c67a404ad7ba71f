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

/** Every migration, in order. Listed explicitly so compiled and test builds agree. */
export const MIGRATIONS = [
  Initial1763762400000,
  Accounts1763769600000,
  Generation1763776800000,
  // --- batches (Generate All) ---
  Batches1763784000000,
  // --- csv (item source rows) ---
  ItemSource1763791200000,
  // --- keywords and history ---
  Keywords1763798400000,
  // --- description quality (store currency, length notes, revisions) ---
  DescriptionQuality1763812800000,
  ConcurrentBatches1763820000000,
  // --- rows not ready to generate, listed by Generate All ---
  BatchNotReady1763827200000,
  // --- undo of a delete ---
  DeletedItems1763834400000,
];
