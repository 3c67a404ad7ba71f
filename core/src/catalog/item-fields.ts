import {
  ITEM_FIELD_LABELS,
  ITEM_FIELDS,
  type ItemField,
  type ItemFields,
} from '../shared/item-fields';
import { isValidPrice } from './price';

// The fields and their labels are shared with the browser; their limits are the server's.
export { ITEM_FIELD_LABELS, ITEM_FIELDS, type ItemField, type ItemFields };

export const ITEM_FIELD_MAX_LENGTH: Record<ItemField, number> = {
  name: 300,
  sku: 120,
  details: 20_000,
  price: 40,
  notes: 20_000,
  description: 20_000,
};

/** Trims every given field (untouched fields stay absent). */
export function normaliseItemFields(fields: Partial<ItemFields>): Partial<ItemFields> {
  const out: Partial<ItemFields> = {};
  for (const field of ITEM_FIELDS) {
    const value = fields[field];
    if (value !== undefined && value !== null) out[field] = value.trim();
  }
  return out;
}

/** Problems with the given fields, as messages a seller can act on; empty when all is well. */
export function validateItemFields(fields: Partial<ItemFields>): string[] {
  const problems: string[] = [];
  for (const field of ITEM_FIELDS) {
    const value = fields[field];
    if (value === undefined) continue;
    const max = ITEM_FIELD_MAX_LENGTH[field];
    if (value.length > max) {
      problems.push(
        `${ITEM_FIELD_LABELS[field]} must be at most ${max.toLocaleString('en-US')} characters`,
      );
    }
  }
  if (fields.price !== undefined && !isValidPrice(fields.price)) {
    problems.push('Price must be a valid positive number');
  }
  return problems;
}
