import { Initial1763762400000 } from './1763762400000-initial';

/** Every migration, in order. Listed explicitly so compiled and test builds agree. */
export const MIGRATIONS = [Initial1763762400000];
