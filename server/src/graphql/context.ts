import type { Request, Response } from 'express';
import type { BatchService } from '../../../core/src/batches/batch.service';
import type { ItemChangedEvent } from '../../../core/src/events/topics';
import type { Logger } from '../../../core/src/logging/logger';
import type { Owner } from '../../../core/src/owner/owner';

/** What every resolver gets: whose data it may touch, and where to log. */
export interface GraphQLContext {
  owner: Owner;
  log: Logger;
  /** The HTTP exchange (absent over WebSocket): sign-in and sign-out change its session. */
  req?: Request;
  res?: Response;
  /** For subscriptions that check ownership before they start (batchProgress). */
  batches?: BatchService;
  /** The changes of one owner's items, one at a time (itemChanged, itemUpdated). */
  itemChanges?: (
    ownerKey: string,
    accept?: (change: ItemChangedEvent) => boolean,
  ) => AsyncIterableIterator<ItemChangedEvent>;
}
