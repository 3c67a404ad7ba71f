import { Initial1763762400000 } from './1763762400000-initial';
import { Accounts1763769600000 } from './1763769600000-accounts';
import { Generation1763776800000 } from './1763776800000-generation';

/** Every migration, in order. Listed explicitly so compiled and test builds agree. */
export const MIGRATIONS = [
  Initial1763762400000,
  Accounts1763769600000,
  Generation1763776800000,
  // --- batches (Generate All) ---
  // --- csv (item source rows) ---
  // --- keywords and history ---
];
