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

/**
 * An item of an export page, with its place in the table. Its source rows are still the JSON
 * Postgres wrote (`sourceRowsJson`, null when it has none), read only as the item is written
 * (exportItemOf): the cells of a page then do not all live until its last item is written.
 */
export interface ExportItemRow extends Omit<ExportItem, 'sourceRows'> {
  position: number;
  sourceRowsJson: string | null;
  /** The source header row, or null when it is the export's first header set (the usual). */
  sourceHeaders: string[] | null;
}

/** The item an export page's row stands for; `headers`: the export's first header set. */
export function exportItemOf(row: ExportItemRow, headers: string[] | null): ExportItem {
  const { sourceRowsJson, sourceHeaders, position: _position, ...item } = row;
  return {
    ...item,
    sourceRows:
      sourceRowsJson === null
        ? null
        : // Items of one file share one header array (nothing writes to it).
          {
            headers: sourceHeaders ?? (headers as string[]),
            rows: JSON.parse(sourceRowsJson) as string[][],
          },
  };
}
