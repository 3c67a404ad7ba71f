import { CSV_FORMAT_INFO } from '../shared/csv-formats';
import { isValidPrice, parsePrice } from '../catalog/price';
import { cutText, exportPrice, htmlToText, joinPieces, slugify, textToHtml } from './cell-text';
import type { CsvFormat, ExportContext, ShopifyMapping, SourceRow } from './csv-format';
import { normaliseHeader, type HeaderMap } from './headers';

/**
 * Shopify's product CSV in both header dialects: [classic, newer] spelling per key. One
 * product is a run of rows sharing a handle: the product row, variant rows, image rows.
 */
const ALIASES = {
  handle: ['Handle', 'URL handle'],
  title: ['Title'],
  body: ['Body (HTML)', 'Description', 'Body HTML'],
  vendor: ['Vendor'],
  productCategory: ['Product Category', 'Product category'],
  type: ['Type'],
  tags: ['Tags'],
  published: ['Published', 'Published on online store'],
  option1Name: ['Option1 Name', 'Option1 name'],
  option1Value: ['Option1 Value', 'Option1 value'],
  option1LinkedTo: ['Option1 Linked To'],
  option2Name: ['Option2 Name', 'Option2 name'],
  option2Value: ['Option2 Value', 'Option2 value'],
  option2LinkedTo: ['Option2 Linked To'],
  option3Name: ['Option3 Name', 'Option3 name'],
  option3Value: ['Option3 Value', 'Option3 value'],
  option3LinkedTo: ['Option3 Linked To'],
  variantSku: ['Variant SKU', 'SKU'],
  variantGrams: ['Variant Grams', 'Weight value (grams)'],
  variantInventoryTracker: ['Variant Inventory Tracker', 'Inventory tracker'],
  variantInventoryQty: ['Variant Inventory Qty', 'Inventory quantity'],
  variantInventoryPolicy: ['Variant Inventory Policy', 'Continue selling when out of stock'],
  variantFulfillmentService: ['Variant Fulfillment Service', 'Fulfillment service'],
  variantPrice: ['Variant Price', 'Price'],
  variantCompareAtPrice: ['Variant Compare At Price', 'Compare-at price'],
  costPerItem: ['Cost per item'],
  variantRequiresShipping: ['Variant Requires Shipping', 'Requires shipping'],
  variantTaxable: ['Variant Taxable', 'Charge tax'],
  variantTaxCode: ['Variant Tax Code', 'Tax code'],
  variantBarcode: ['Variant Barcode', 'Barcode'],
  imageSrc: ['Image Src', 'Product image URL'],
  imagePosition: ['Image Position', 'Image position'],
  imageAltText: ['Image Alt Text', 'Image alt text'],
  variantImage: ['Variant Image', 'Variant image URL'],
  variantWeightUnit: ['Variant Weight Unit', 'Weight unit for display'],
  giftCard: ['Gift Card', 'Gift card'],
  seoTitle: ['SEO Title', 'SEO title'],
  seoDescription: ['SEO Description', 'SEO description'],
  googleProductCategory: [
    'Google Shopping / Google Product Category',
    'Google Shopping / Google product category',
  ],
  googleGender: ['Google Shopping / Gender'],
  googleAgeGroup: ['Google Shopping / Age Group', 'Google Shopping / Age group'],
  googleMpn: ['Google Shopping / MPN', 'Google Shopping / Manufacturer part number (MPN)'],
  googleAdGroup: ['Google Shopping / AdWords Grouping', 'Google Shopping / Ad group name'],
  googleAdLabels: ['Google Shopping / AdWords Labels', 'Google Shopping / Ads labels'],
  googleCondition: ['Google Shopping / Condition'],
  googleCustomProduct: ['Google Shopping / Custom Product', 'Google Shopping / Custom product'],
  googleCustomLabel0: ['Google Shopping / Custom Label 0'],
  googleCustomLabel1: ['Google Shopping / Custom Label 1'],
  googleCustomLabel2: ['Google Shopping / Custom Label 2'],
  googleCustomLabel3: ['Google Shopping / Custom Label 3'],
  googleCustomLabel4: ['Google Shopping / Custom Label 4'],
  status: ['Status'],
} as const;

export type ShopifyKey = keyof typeof ALIASES;

const BOOLEAN_KEYS: ShopifyKey[] = [
  'published',
  'variantRequiresShipping',
  'variantTaxable',
  'giftCard',
];
const IMAGE_KEYS = new Set<ShopifyKey | null>([
  'handle',
  'imageSrc',
  'imagePosition',
  'imageAltText',
]);
const OPTIONS = [
  ['option1Name', 'option1Value'],
  ['option2Name', 'option2Value'],
  ['option3Name', 'option3Value'],
] as const satisfies readonly (readonly [ShopifyKey, ShopifyKey])[];

/** SPEC §9: the SEO description is cut to 160 characters. */
export const SEO_DESCRIPTION_MAX = 160;

const EXPORT_KEYS: ShopifyKey[] = [
  'handle',
  'title',
  'body',
  'vendor',
  'productCategory',
  'type',
  'tags',
  'published',
  'option1Name',
  'option1Value',
  'option2Name',
  'option2Value',
  'option3Name',
  'option3Value',
  'variantSku',
  'variantGrams',
  'variantInventoryTracker',
  'variantInventoryQty',
  'variantInventoryPolicy',
  'variantFulfillmentService',
  'variantPrice',
  'variantCompareAtPrice',
  'variantRequiresShipping',
  'variantTaxable',
  'variantBarcode',
  'imageSrc',
  'imagePosition',
  'imageAltText',
  'giftCard',
  'seoTitle',
  'seoDescription',
  'googleProductCategory',
  'googleGender',
  'googleAgeGroup',
  'googleMpn',
  'googleCondition',
  'googleCustomProduct',
  'variantImage',
  'variantWeightUnit',
  'variantTaxCode',
  'costPerItem',
  'status',
];

function isNewDialect(headers: readonly string[]): boolean {
  return headers.some((header) => normaliseHeader(header) === 'url handle');
}

function spell(key: ShopifyKey, base: readonly string[]): string {
  const spellings: readonly string[] = ALIASES[key];
  return isNewDialect(base) ? (spellings[1] ?? spellings[0]) : spellings[0];
}

/**
 * SPEC "Reset to Defaults": Title, Variant SKU, Variant Price; details from Body (HTML),
 * Type, Tags; notes from Vendor, Product Category — only headers the file has, spelled as
 * the file spells them (so the newer dialect gives SKU, Price, Description…).
 */
export function defaultShopifyMapping(headers: HeaderMap<ShopifyKey>): ShopifyMapping {
  const pick = (key: ShopifyKey) => headers.header(key) ?? null;
  const present = (keys: ShopifyKey[]) =>
    keys.map((key) => headers.header(key)).filter((header): header is string => !!header);
  return {
    name: pick('title'),
    sku: pick('variantSku'),
    price: pick('variantPrice'),
    details: present(['body', 'type', 'tags']),
    notes: present(['vendor', 'productCategory']),
  };
}

// The default mapping of each file's header row, worked out once per file, not per product.
const defaultMappings = new WeakMap<HeaderMap<ShopifyKey>, ShopifyMapping>();
function defaultMappingOf(headers: HeaderMap<ShopifyKey>): ShopifyMapping {
  let mapping = defaultMappings.get(headers);
  if (!mapping) {
    mapping = defaultShopifyMapping(headers);
    defaultMappings.set(headers, mapping);
  }
  return mapping;
}

function isImageOnly(headers: HeaderMap<ShopifyKey>, cells: readonly string[]): boolean {
  let image = false;
  for (let i = 0; i < cells.length; i += 1) {
    if (!cells[i]?.trim()) continue;
    const key = headers.keys[i];
    if (!IMAGE_KEYS.has(key)) return false;
    if (key === 'imageSrc') image = true;
  }
  return image;
}

/** 'Variants: Color: Blue, Black; Size: S, M (4 variants, 25.00–29.00)', or '' for one plain variant. */
function variantSummary(headers: HeaderMap<ShopifyKey>, rows: SourceRow[]): string {
  const first = rows[0].cells;
  const options = OPTIONS.map(([nameKey, valueKey]) => {
    const values: string[] = [];
    for (const row of rows) {
      const value = headers.cell(row.cells, valueKey);
      if (value && !values.includes(value)) values.push(value);
    }
    return { name: headers.cell(first, nameKey) || 'Option', values };
  }).filter(
    ({ name, values }) =>
      values.length > 0 &&
      !(
        name.toLowerCase() === 'title' &&
        values.length === 1 &&
        /^default title$/i.test(values[0])
      ),
  );
  if (options.length === 0) return '';
  const prices = rows
    .map((row) => headers.cell(row.cells, 'variantPrice'))
    .filter((price) => parsePrice(price) !== null)
    .sort((a, b) => (parsePrice(a) as number) - (parsePrice(b) as number));
  const low = prices[0];
  const high = prices.at(-1);
  const range = low !== undefined && high !== undefined && parsePrice(low) !== parsePrice(high);
  const count = `${rows.length} variant${rows.length === 1 ? '' : 's'}`;
  const list = options.map(({ name, values }) => `${name}: ${values.join(', ')}`).join('; ');
  return `Variants: ${list} (${count}${range ? `, ${low}–${high}` : ''})`;
}

/** The SEO description Quillcart writes: one line, at most 160 characters. */
export function seoDescription(text: string): string {
  return cutText(text.replace(/\s+/g, ' ').trim(), SEO_DESCRIPTION_MAX);
}

function uniqueHandle(base: string, context: ExportContext): string {
  let handle = base;
  for (let n = 2; context.usedHandles.has(handle); n += 1) handle = `${base}-${n}`;
  context.usedHandles.add(handle);
  return handle;
}

/**
 * Shopify columns kept for the round trip but not read: metafields, market prices
 * ("Price / United States"), unit prices, Google Shopping custom labels.
 */
const KNOWN_COLUMNS =
  /(?:\((?:product|variant)\.metafields\.[^)]*\)$|^(?:variant )?metafield|^(?:included|price|compare at price|compare-at price|status) \/ |^unit price |^google shopping \/ |^variant weight$|^tax \d|^product id$|^variant id$)/;

export const shopifyFormat: CsvFormat<ShopifyKey> = {
  id: 'shopify',
  label: 'Shopify',
  extensions: CSV_FORMAT_INFO.shopify.extensions,
  aliases: ALIASES,
  overlongText: 'cut',

  detect: (headers) => headers.has('handle'),

  knownColumn: (normalised) => KNOWN_COLUMNS.test(normalised),

  validateHeaders(headers, mapping) {
    const errors: string[] = [];
    const warnings: string[] = [];
    if (!headers.has('handle')) errors.push('Missing required header: Handle');
    for (const key of headers.duplicates) errors.push(`Duplicate column: ${headers.header(key)}`);
    for (const key of ['title', 'variantSku', 'variantPrice'] as const) {
      if (!headers.has(key)) {
        warnings.push(`Recommended column "${spell(key, headers.headers)}" is missing`);
      }
    }
    if (mapping) {
      const named = [
        mapping.name,
        mapping.sku,
        mapping.price,
        ...mapping.details,
        ...mapping.notes,
      ];
      if (named.every((name) => !name)) errors.push('The field mapping is empty');
      for (const name of named) {
        if (name && headers.find(name) < 0)
          errors.push(`Mapped column "${name}" is not in the file`);
      }
    }
    return { errors, warnings };
  },

  parseRow({ number, cells }, { headers }) {
    const errors: string[] = [];
    for (const key of BOOLEAN_KEYS) {
      const value = headers.cell(cells, key);
      if (value && !/^(true|false)$/i.test(value)) {
        errors.push(`Row ${number}: ${headers.header(key)} must be TRUE or FALSE`);
      }
    }
    const price = headers.cell(cells, 'variantPrice');
    if (price && !isValidPrice(price)) {
      errors.push(
        `Row ${number}: ${headers.header('variantPrice')} must be a valid positive number`,
      );
    }
    const quantity = headers.cell(cells, 'variantInventoryQty');
    if (quantity && !/^\d+$/.test(quantity)) {
      errors.push(
        `Row ${number}: ${headers.header('variantInventoryQty')} must be a non-negative integer`,
      );
    }
    const handle = headers.cell(cells, 'handle');
    const product = !isImageOnly(headers, cells);
    // A row without a handle or title continues the product above it; with a title it is a
    // new product whose handle is generated.
    const continues = !handle && !headers.cell(cells, 'title');
    return { group: handle || null, continues, product, errors };
  },

  rowToItem(rows, index, { headers, mapping, timestamp }) {
    const products = rows.filter((row) => !isImageOnly(headers, row.cells));
    if (products.length === 0) return { item: null, errors: [], warnings: [] };
    const first = products[0];
    const title = headers.cell(first.cells, 'title');
    let handle = headers.cell(rows[0].cells, 'handle');
    // The rows change only where a handle is generated; otherwise they are kept as read.
    let kept: string[][] | undefined;
    if (!handle) {
      handle = slugify(title) || `shopify-generated-${timestamp}-${index}`;
      const column = headers.index('handle');
      kept = rows.map(({ cells }) =>
        column >= 0 && !cells[column]?.trim()
          ? cells.map((cell, i) => (i === column ? handle : cell))
          : cells,
      );
    }
    const chosen = mapping ?? defaultMappingOf(headers);
    const column = (name: string | null) => (name ? headers.find(name) : -1);
    const valueIn = (cells: string[], name: string | null) => {
      const i = column(name);
      if (i < 0) return '';
      const value = (cells[i] ?? '').trim();
      return headers.keys[i] === 'body' ? htmlToText(value) : value;
    };
    const firstValue = (name: string | null) =>
      products.map((row) => valueIn(row.cells, name)).find(Boolean) ?? '';
    const item = {
      name: valueIn(first.cells, chosen.name) || title || handle,
      sku: firstValue(chosen.sku) || handle,
      price: firstValue(chosen.price),
      details: joinPieces(chosen.details.map((name) => valueIn(first.cells, name))),
      notes: joinPieces([
        ...chosen.notes.map((name) => valueIn(first.cells, name)),
        variantSummary(headers, products),
      ]),
      description: '',
    };
    return { item, errors: [], warnings: [], rows: kept };
  },

  export: {
    fileName: (date) => `shopify-products-${date}.csv`,
    headers: EXPORT_KEYS.map((key) => ALIASES[key][0]),
    base: 'source',
    written: ['body', 'seoDescription'],
    channelColumns: { seoTitle: ['seoTitle'], seoDescription: ['seoDescription'] },
    spell,
    newRowsFollowEarlier: true,
    writeBackReads: ['description'],
  },

  writeBack(cells, item, index, context) {
    if (index !== 0) return;
    const handle = cells.get('handle');
    if (handle) context.usedHandles.add(handle);
    const description = item.description.trim();
    if (description) {
      cells.set('body', textToHtml(description));
      cells.set('seoDescription', seoDescription(description));
    }
    // The SEO fields a generation wrote win over the ones made from the description.
    if (item.channel?.seoTitle) cells.set('seoTitle', item.channel.seoTitle);
    if (item.channel?.seoDescription) cells.set('seoDescription', item.channel.seoDescription);
  },

  itemToRows(item, context) {
    const text = item.description.trim() || item.details.trim();
    const base = slugify(item.sku) || slugify(item.name) || `item-${item.id.slice(0, 8)}`;
    return [
      {
        handle: uniqueHandle(base, context),
        title: item.name,
        body: textToHtml(text),
        published: 'TRUE',
        option1Name: 'Title',
        option1Value: 'Default Title',
        variantSku: item.sku,
        variantInventoryPolicy: 'deny',
        variantFulfillmentService: 'manual',
        variantPrice: exportPrice(item.price),
        variantRequiresShipping: 'TRUE',
        variantTaxable: 'TRUE',
        giftCard: 'FALSE',
        seoTitle: item.channel?.seoTitle || item.name,
        seoDescription: item.channel?.seoDescription || seoDescription(text),
        googleCondition: 'new',
        variantWeightUnit: 'kg',
        status: 'active',
      },
    ];
  },

  template() {
    const example: Partial<Record<ShopifyKey, string>> = {
      handle: 'ceramic-coffee-mug',
      title: 'Ceramic Coffee Mug',
      body: '<p>Stoneware mug, 350 ml, dishwasher safe.</p>',
      vendor: 'Your Brand',
      productCategory: 'Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs',
      type: 'Mug',
      tags: 'ceramic, kitchen',
      published: 'TRUE',
      option1Name: 'Title',
      option1Value: 'Default Title',
      variantSku: 'MUG-001',
      variantGrams: '350',
      variantInventoryQty: '10',
      variantInventoryPolicy: 'deny',
      variantFulfillmentService: 'manual',
      variantPrice: '12.99',
      variantRequiresShipping: 'TRUE',
      variantTaxable: 'TRUE',
      giftCard: 'FALSE',
      seoTitle: 'Ceramic Coffee Mug',
      seoDescription: 'Stoneware mug, 350 ml, dishwasher safe.',
      googleCondition: 'new',
      variantWeightUnit: 'kg',
      status: 'active',
    };
    return [
      EXPORT_KEYS.map((key) => ALIASES[key][0]),
      EXPORT_KEYS.map((key) => example[key] ?? ''),
    ];
  },
};
