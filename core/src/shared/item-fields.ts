/**
 * An item's text fields, one list for every place that reads or writes them: the table and its
 * optimistic rows, the GraphQL types, CSV rows, events, generation. Browser-safe: the client
 * imports it.
 */
export const ITEM_FIELDS = ['name', 'sku', 'details', 'price', 'notes', 'description'] as const;
export type ItemField = (typeof ITEM_FIELDS)[number];
export type ItemFields = Record<ItemField, string>;

/** The fields a description is written from (SPEC §3): all but the description. */
export const SOURCE_FIELDS = ['name', 'sku', 'details', 'price', 'notes'] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];
export type SourceFields = Record<SourceField, string>;

export const ITEM_FIELD_LABELS: Record<ItemField, string> = {
  name: 'Product Name',
  sku: 'SKU',
  details: 'Details',
  price: 'Price',
  notes: 'Notes',
  description: 'Description',
};

/** A new, empty item's fields. */
export const EMPTY_ITEM_FIELDS: Readonly<ItemFields> = {
  name: '',
  sku: '',
  details: '',
  price: '',
  notes: '',
  description: '',
};

function pick<K extends ItemField>(item: Readonly<Record<K, string>>, fields: readonly K[]) {
  const picked = {} as Record<K, string>;
  for (const field of fields) picked[field] = item[field];
  return picked;
}

/** An item's text fields and nothing else of it (no id, status, owner or source rows). */
export function itemFieldsOf(item: Readonly<ItemFields>): ItemFields {
  return pick(item, ITEM_FIELDS);
}

/** The fields a description is written from, and nothing else of the item. */
export function sourceFieldsOf(item: Readonly<SourceFields>): SourceFields {
  return pick(item, SOURCE_FIELDS);
}
