import { CSV_FORMAT_INFO } from '../shared/csv-formats';
import { exportPrice, joinPieces } from './cell-text';
import { CSV_DIALECT, type CsvFormat, type ExportItem } from './csv-format';
import { checkListingRow, checkMarketplaceHeaders, normaliseHeader } from './headers';

/**
 * Amazon listing files: the All Listings Report (tab-delimited .txt, unquoted, often
 * Windows-1252) and CSVs with the same columns; German reports map to the English names.
 */
const ALIASES = {
  name: ['item-name', 'item_name', 'Artikelbezeichnung'],
  description: ['item-description', 'item_description', 'Artikelbeschreibung'],
  listingId: ['listing-id', 'Angebotsnummer'],
  sku: ['seller-sku', 'Händler-SKU', 'sku'],
  price: ['price', 'Preis'],
  quantity: ['quantity', 'Menge'],
  openDate: ['open-date', 'Erstellungsdatum'],
  productIdType: ['product-id-type', 'Produkt-ID-Typ'],
  itemNote: ['item-note', 'Anmerkung zum Artikel'],
  condition: ['item-condition', 'Artikelzustand'],
  asin: ['asin1', 'ASIN 1'],
  productId: ['product-id', 'Produkt-ID'],
  addDelete: ['add-delete'],
  keywords: ['Generic Keywords', 'generic-keywords', 'generic_keywords'],
  status: ['status'],
  // The key product features of Amazon's inventory files (flat files and listing loaders).
  bullet1: ['bullet_point1', 'bullet-point1', 'Bullet Point 1'],
  bullet2: ['bullet_point2', 'bullet-point2', 'Bullet Point 2'],
  bullet3: ['bullet_point3', 'bullet-point3', 'Bullet Point 3'],
  bullet4: ['bullet_point4', 'bullet-point4', 'Bullet Point 4'],
  bullet5: ['bullet_point5', 'bullet-point5', 'Bullet Point 5'],
} as const;

const BULLET_KEYS = ['bullet1', 'bullet2', 'bullet3', 'bullet4', 'bullet5'] as const;

type AmazonKey = keyof typeof ALIASES;

const GERMAN: Partial<Record<AmazonKey, string>> = {
  name: 'Artikelbezeichnung',
  description: 'Artikelbeschreibung',
  listingId: 'Angebotsnummer',
  sku: 'Händler-SKU',
  price: 'Preis',
  quantity: 'Menge',
  openDate: 'Erstellungsdatum',
  productIdType: 'Produkt-ID-Typ',
  itemNote: 'Anmerkung zum Artikel',
  condition: 'Artikelzustand',
  asin: 'ASIN 1',
  productId: 'Produkt-ID',
};

// SPEC §5: an Amazon file has one of these (English or German).
const MARKERS = [
  'listing-id',
  'item-name',
  'seller-sku',
  'asin1',
  'Angebotsnummer',
  'Artikelbezeichnung',
  'Händler-SKU',
  'ASIN 1',
];

/**
 * The other columns of Amazon's listing reports (All Listings, Active Listings, inventory
 * loaders): kept for the round trip, not read.
 */
const KNOWN_COLUMNS =
  /^(?:zshop-[a-z0-9-]+|asin\d|image-url|item-is-marketplace|will-ship-internationally|expedited-shipping|bid-for-featured-placement|pending-quantity|fulfillment-channel|merchant-shipping-group|minimum-seller-allowed-price|maximum-seller-allowed-price|business-price|quantity-price-type|quantity-lower-bound-\d|quantity-price-\d|progressive-price-type|progressive-lower-bound-\d|progressive-price-\d|optional-payment-type-exclusion|scheduled-delivery-sku-set|standard-price-point|product-tax-code|handling-time|restock-date|leadtime-to-ship|item-package-quantity|number-of-items|preis-\S+|bild-url|versand\S*|lieferzeit)$/;

// Amazon's item-condition codes.
const CONDITIONS: Record<string, string> = {
  '1': 'Used; Like New',
  '2': 'Used; Very Good',
  '3': 'Used; Good',
  '4': 'Used; Acceptable',
  '5': 'Collectible; Like New',
  '6': 'Collectible; Very Good',
  '7': 'Collectible; Good',
  '8': 'Collectible; Acceptable',
  '10': 'Refurbished',
  '11': 'New',
};

const EXPORT_KEYS: AmazonKey[] = [
  'name',
  'sku',
  'description',
  'price',
  'quantity',
  'productId',
  'productIdType',
  'condition',
  'itemNote',
  'addDelete',
];

const ID_IN_TEXT = /\b(B0[A-Z0-9]{8}|97[89]\d{10}|\d{13}|\d{12}|\d{9}[\dX])\b/;

/**
 * DESIGN: product-id-type from the id where it tells (ASIN B0… → 1, ISBN 978/979… or
 * ISBN-10 → 2, 12 digits UPC → 3, 13 digits EAN → 4), else SPEC §9's note rule (1 when a
 * note looks like an ASIN: starts with B0 or mentions ASIN; else 2).
 */
export function amazonProductIdType(productId: string, notes: string): string {
  const id = productId.trim();
  if (/^B0[A-Z0-9]{8}$/i.test(id)) return '1';
  if (/^97[89]\d{10}$/.test(id) || /^\d{9}[\dX]$/i.test(id)) return '2';
  if (/^\d{12}$/.test(id)) return '3';
  if (/^\d{13}$/.test(id)) return '4';
  const note = notes.trim();
  return /^B0/i.test(note) || /ASIN/i.test(note) ? '1' : '2';
}

function newItemRecord(item: ExportItem): Partial<Record<AmazonKey, string>> {
  const productId = ID_IN_TEXT.exec(item.notes)?.[1] ?? '';
  return {
    name: item.name,
    sku: item.sku,
    description: item.description || item.details,
    price: exportPrice(item.price),
    quantity: '1',
    productId,
    productIdType: amazonProductIdType(productId, item.notes),
    condition: '11',
    addDelete: 'a',
    ...channelRecord(item),
  };
}

/** The marketplace fields a generation wrote, in Amazon's columns (only those it has). */
function channelRecord(item: ExportItem): Partial<Record<AmazonKey, string>> {
  const channel = item.channel;
  if (!channel) return {};
  const record: Partial<Record<AmazonKey, string>> = {};
  if (channel.marketplaceTitle) record.name = channel.marketplaceTitle;
  channel.bulletPoints.slice(0, BULLET_KEYS.length).forEach((bullet, index) => {
    record[BULLET_KEYS[index]] = bullet;
  });
  if (channel.searchTerms) record.keywords = channel.searchTerms;
  return record;
}

export const amazonFormat: CsvFormat<AmazonKey> = {
  id: 'amazon',
  label: 'Amazon',
  extensions: CSV_FORMAT_INFO.amazon.extensions,
  aliases: ALIASES,
  overlongText: 'cut',

  detect: (headers) => headers.hasAnyNamed(MARKERS),

  validateHeaders(headers) {
    if (!headers.hasAnyNamed(MARKERS)) {
      return {
        errors: ["This doesn't appear to be an Amazon CSV file. Please check the format."],
        warnings: [],
        headline: "This doesn't appear to be an Amazon CSV file. Please check the format.",
      };
    }
    return checkMarketplaceHeaders(headers, ALIASES, { key: 'name', name: 'item-name' }, [
      'sku',
      'price',
    ]);
  },

  parseRow: () => ({ group: null, product: true, errors: [] }),

  rowToItem([row], index, { headers, timestamp }) {
    const cell = (key: AmazonKey) => headers.cell(row.cells, key);
    const name = cell('name');
    const price = cell('price');
    const errors = checkListingRow(
      headers,
      row.number,
      { name: 'name', price: 'price', quantity: 'quantity' },
      { name, price, quantity: cell('quantity') },
    );
    const condition = cell('condition');
    const asin = cell('asin');
    return {
      item: {
        name,
        sku: cell('sku') || `amazon-generated-${timestamp}-${index}`,
        price,
        details: joinPieces([cell('description'), cell('keywords')]),
        notes: joinPieces([
          cell('itemNote'),
          condition ? `Condition: ${CONDITIONS[condition] ?? condition}` : '',
          asin ? `ASIN: ${asin}` : '',
        ]),
        description: '',
      },
      errors,
      warnings: [],
    };
  },

  knownColumn: (normalised) => KNOWN_COLUMNS.test(normalised),

  export: {
    fileName: (date) => `amazon-products-${date}.csv`,
    // A report that came as a tab-delimited .txt goes back as one, quoted only if it was.
    dialect: (source) =>
      source?.delimiter === '\t'
        ? {
            delimiter: '\t',
            quote: source.quoted ?? false,
            extension: '.txt',
            contentType: 'text/tab-separated-values; charset=utf-8',
          }
        : CSV_DIALECT,
    headers: EXPORT_KEYS.map((key) => ALIASES[key][0]),
    base: 'source',
    written: ['description'],
    channelColumns: {
      marketplaceTitle: ['name'],
      bulletPoints: BULLET_KEYS,
      searchTerms: ['keywords'],
    },
    spell: (key, base) =>
      (base.some((header) => normaliseHeader(header) === 'artikelbezeichnung') && GERMAN[key]) ||
      ALIASES[key][0],
    writeBackReads: ['description'],
  },

  writeBack(cells, item) {
    if (item.description.trim()) cells.set('description', item.description.trim());
    for (const [key, value] of Object.entries(channelRecord(item))) cells.set(key, value);
  },

  itemToRows: (item) => [newItemRecord(item)],

  template() {
    const example = newItemRecord({
      id: 'template',
      name: 'Ceramic Coffee Mug',
      sku: 'MUG-001',
      details: '',
      price: '12.99',
      notes: '',
      description: 'Stoneware mug, 350 ml, dishwasher safe.',
      sourceFormat: null,
      sourceRows: null,
    });
    example.productId = '012345678905';
    example.productIdType = amazonProductIdType('012345678905', '');
    return [
      EXPORT_KEYS.map((key) => ALIASES[key][0]),
      EXPORT_KEYS.map((key) => example[key] ?? ''),
    ];
  },
};
