import type { ItemSourceRows } from '../db/entities/item.entity';
import type { ChannelFields } from '../shared/channel-fields';
import type { ItemFields } from '../shared/item-fields';

/** An item as the exporter reads it from the database. */
export interface ExportItem extends ItemFields {
  id: string;
  sourceFormat: string | null;
  sourceRows: ItemSourceRows | null;
  /** The marketplace fields a generation wrote beside the description (none: as before). */
  channel?: ChannelFields | null;
}
