import { CSV_FORMAT_INFO } from '../shared/csv-formats';
import { ITEM_FIELDS, itemFieldsOf } from '../shared/item-fields';
import { isValidPrice } from '../catalog/price';
import type { CsvFormat, ExportItem, ItemFieldsDraft } from './csv-format';
import type { HeaderMap } from './headers';

type GeneralKey = 'name' | 'sku' | 'details' | 'price' | 'notes' | 'description';

const ALIASES = {
  name: ['Item Name', 'Product Name', 'Name'],
  sku: ['Item SKU', 'SKU'],
  details: ['Item Details', 'Details'],
  price: ['Item Price', 'Price'],
  notes: ['Item Notes', 'Notes'],
  description: ['Item Description', 'Description'],
} as const satisfies Record<GeneralKey, readonly string[]>;

const REQUIRED: GeneralKey[] = ['name', 'sku', 'details', 'price', 'notes'];
const LABEL = (key: GeneralKey): string => ALIASES[key][0];

/** Quillcart's own table as CSV: Item Name, Item SKU, Item Details, Item Price, Item Notes. */
export const generalFormat: CsvFormat<GeneralKey> = {
  id: 'general',
  label: 'General',
  extensions: CSV_FORMAT_INFO.general.extensions,
  aliases: ALIASES,
  overlongText: 'reject',

  detect: (headers) => headers.has('name') && headers.has('sku'),

  validateHeaders(headers) {
    const missing = REQUIRED.filter((key) => !headers.has(key)).map(LABEL);
    const errors = missing.length
      ? [`Missing required header${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`]
      : [];
    for (const key of headers.duplicates) errors.push(`Duplicate column: ${LABEL(key)}`);
    return { errors, warnings: [] };
  },

  parseRow: () => ({ group: null, product: true, errors: [] }),

  rowToItem([row], _index, { headers }) {
    const item = readItem(headers, row.cells);
    const errors: string[] = [];
    if (!item.name) errors.push(`Row ${row.number}: Item Name is required`);
    if (!item.sku) errors.push(`Row ${row.number}: Item SKU is required`);
    if (!isValidPrice(item.price)) {
      errors.push(`Row ${row.number}: Item Price must be a valid positive number`);
    }
    return { item, errors, warnings: [] };
  },

  export: {
    fileName: (date) => `products-${date}.csv`,
    headers: [...REQUIRED, 'description'].map((key) => LABEL(key as GeneralKey)),
    base: 'standard',
    written: ['name', 'sku', 'details', 'price', 'notes', 'description'],
    spell: LABEL,
    writeBackReads: ITEM_FIELDS,
  },

  // Every General column is one of the item's own fields: write the table as it is now.
  writeBack(cells, item) {
    for (const [key, value] of Object.entries(itemRecord(item))) cells.set(key, value);
  },

  itemToRows: (item) => [itemRecord(item)],

  template: () => [
    REQUIRED.map(LABEL),
    [
      'Ceramic Coffee Mug',
      'MUG-001',
      'Stoneware | 350 ml | Dishwasher safe',
      '12.99',
      'Handmade in Portugal',
    ],
    ['Linen Tea Towel', 'TOWEL-002', '100% linen | 50 x 70 cm', '9.50', ''],
  ],
};

function readItem(headers: HeaderMap<GeneralKey>, cells: string[]): ItemFieldsDraft {
  return {
    name: headers.cell(cells, 'name'),
    sku: headers.cell(cells, 'sku'),
    details: headers.cell(cells, 'details'),
    price: headers.cell(cells, 'price'),
    notes: headers.cell(cells, 'notes'),
    description: headers.cell(cells, 'description'),
  };
}

function itemRecord(item: ExportItem): Record<GeneralKey, string> {
  return itemFieldsOf(item);
}
