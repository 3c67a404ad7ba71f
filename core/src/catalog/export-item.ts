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
 * One item of an export page as Postgres writes it (itemRepository.exportPage), a JSON array
 * in this order. `sourceCells` are the item's source rows, `sourceHeaders` their header row,
 * or null when it is the export's first header set (the usual). A field is null when the
 * item's rows are written back and the format's writeBack does not read it.
 */
export type ExportItemTuple = [
  id: string,
  name: string | null,
  sku: string | null,
  details: string | null,
  price: string | null,
  notes: string | null,
  description: string | null,
  sourceFormat: string | null,
  sourceCells: string[][] | null,
  sourceHeaders: string[] | null,
  seoTitle: string | null,
  seoDescription: string | null,
  bulletPoints: string[],
  searchTerms: string | null,
  tags: string[],
  marketplaceTitle: string | null,
];

/**
 * A run of an export page's items as Postgres wrote them: the JSON text of their tuples. The
 * text crosses to the exporter thread as one string and is read there, a run at a time, so
 * the cells of a page neither cross one by one nor all live until its last item is written.
 */
export interface ExportItemRun {
  json: string;
  count: number;
}

/** The items of a run; `headers`: the export's first header set. */
export function exportItemsOf(run: string, headers: string[] | null): ExportItem[] {
  return (JSON.parse(run) as ExportItemTuple[]).map(
    ([
      id,
      name,
      sku,
      details,
      price,
      notes,
      description,
      sourceFormat,
      sourceCells,
      sourceHeaders,
      seoTitle,
      seoDescription,
      bulletPoints,
      searchTerms,
      tags,
      marketplaceTitle,
    ]) => ({
      id,
      name: name ?? '',
      sku: sku ?? '',
      details: details ?? '',
      price: price ?? '',
      notes: notes ?? '',
      description: description ?? '',
      sourceFormat,
      sourceRows:
        sourceCells === null
          ? null
          : // Items of one file share one header array (nothing writes to it).
            { headers: sourceHeaders ?? (headers as string[]), rows: sourceCells },
      channel: { seoTitle, seoDescription, bulletPoints, searchTerms, tags, marketplaceTitle },
    }),
  );
}
