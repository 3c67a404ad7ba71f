import { CSV_FORMAT_INFO } from '../shared/csv-formats';
import { decodeEntities, exportPrice, joinPieces } from './cell-text';
import {
  ETSY_HEADERS,
  ETSY_LANGUAGES,
  etsyLanguage,
  isEtsyKnownColumn,
  localSpellings,
  spellings,
  variationSpellings,
  type EtsyLanguage,
} from './etsy-headers';
import { checkListingRow, checkMarketplaceHeaders } from './headers';
import type { CsvFormat, ExportContext, ExportItem, RowCells } from './csv-format';

/**
 * Etsy listings: the spec's columns (Etsy API names) and Etsy's real download
 * (EtsyListingsDownload.csv: `VARIATION 1 NAME`, IMAGE1…IMAGE10, no WHEN_MADE & co.), in every
 * language the download comes in (etsy-headers.ts): TITOLO, DESCRIZIONE, PREZZO… mean the same.
 */
const ALIASES = {
  title: localSpellings('title'),
  description: localSpellings('description'),
  price: localSpellings('price'),
  currency: localSpellings('currency'),
  quantity: localSpellings('quantity'),
  sku: localSpellings('sku'),
  tags: localSpellings('tags'),
  materials: localSpellings('materials'),
  categoryPath: ['CATEGORY_PATH'],
  whenMade: ['WHEN_MADE'],
  whoMade: ['WHO_MADE'],
  isSupply: ['IS_SUPPLY'],
  processingMin: ['PROCESSING_MIN'],
  processingMax: ['PROCESSING_MAX'],
  variationName1: ['VARIATION_NAME_1', ...variationSpellings('variationName', 1)],
  variationName2: ['VARIATION_NAME_2', ...variationSpellings('variationName', 2)],
  variationValue1: ['VARIATION_VALUE_1', ...variationSpellings('variationValues', 1)],
  variationValue2: ['VARIATION_VALUE_2', ...variationSpellings('variationValues', 2)],
  variationType1: variationSpellings('variationType', 1),
  variationType2: variationSpellings('variationType', 2),
  image1: [
    ...new Set(ETSY_LANGUAGES.flatMap((language) => spellings(`${ETSY_HEADERS[language].image}1`))),
  ],
} as const satisfies Record<string, readonly string[]>;

type EtsyKey = keyof typeof ALIASES;

/** SPEC §3 column order, which the export writes. */
const EXPORT_KEYS: EtsyKey[] = [
  'title',
  'description',
  'price',
  'currency',
  'quantity',
  'sku',
  'tags',
  'materials',
  'categoryPath',
  'whenMade',
  'whoMade',
  'isSupply',
  'processingMin',
  'processingMax',
  'variationName1',
  'variationName2',
  'variationValue1',
  'variationValue2',
];

const LOCALISED: Partial<Record<EtsyKey, keyof (typeof ETSY_HEADERS)['en']>> = {
  title: 'title',
  description: 'description',
  price: 'price',
  currency: 'currency',
  quantity: 'quantity',
  sku: 'sku',
  tags: 'tags',
  materials: 'materials',
};
const VARIATIONS: Partial<
  Record<EtsyKey, ['variationName' | 'variationValues' | 'variationType', number]>
> = {
  variationName1: ['variationName', 1],
  variationName2: ['variationName', 2],
  variationValue1: ['variationValues', 1],
  variationValue2: ['variationValues', 2],
  variationType1: ['variationType', 1],
  variationType2: ['variationType', 2],
};

/**
 * A column's header in a language: Etsy's own word for it (TITOLO, QUANTITÀ); the spec's API
 * names (WHEN_MADE…) have no translation and stay as they are. English keeps the spec's names.
 */
function spellIn(key: EtsyKey, language: EtsyLanguage): string {
  const simple = LOCALISED[key];
  if (simple) return ETSY_HEADERS[language][simple] as string;
  const variation = VARIATIONS[key];
  if (variation && language !== 'en') {
    return ETSY_HEADERS[language][variation[0]].replace('#', String(variation[1]));
  }
  return ALIASES[key][0];
}

const DETECT_KEYS: EtsyKey[] = [
  'description',
  'price',
  'currency',
  'quantity',
  'tags',
  'materials',
  'sku',
  'categoryPath',
  'whenMade',
  'whoMade',
  'variationName1',
  'image1',
];

/** SPEC §9 export constants; WHEN_MADE comes from config (Etsy retires the ranges yearly). */
function exportDefaults(context: ExportContext): Partial<Record<EtsyKey, string>> {
  return {
    currency: 'USD',
    quantity: '1',
    whenMade: context.etsyWhenMade,
    whoMade: 'i_did',
    isSupply: 'false',
    processingMin: '1',
    processingMax: '3',
  };
}

// Etsy lists are comma-separated, with `_` for spaces in tags and &quot; in variation values.
function list(cell: string): string[] {
  return decodeEntities(cell)
    .split(',')
    .map((entry) => entry.replace(/_/g, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function newItemRecord(item: ExportItem, context: ExportContext): Partial<Record<EtsyKey, string>> {
  return {
    ...exportDefaults(context),
    title: item.name,
    description: item.description || item.details,
    price: exportPrice(item.price),
    sku: item.sku,
    ...channelRecord(item),
  };
}

/** The marketplace fields a generation wrote, in Etsy's columns (only those it has). */
function channelRecord(item: ExportItem): Partial<Record<EtsyKey, string>> {
  const channel = item.channel;
  if (!channel) return {};
  const record: Partial<Record<EtsyKey, string>> = {};
  if (channel.marketplaceTitle) record.title = channel.marketplaceTitle;
  if (channel.tags.length > 0) record.tags = channel.tags.join(',');
  return record;
}

export const etsyFormat: CsvFormat<EtsyKey> = {
  id: 'etsy',
  label: 'Etsy',
  extensions: CSV_FORMAT_INFO.etsy.extensions,
  aliases: ALIASES,
  overlongText: 'cut',

  detect: (headers) =>
    headers.has('title') && DETECT_KEYS.filter((key) => headers.has(key)).length >= 2,

  validateHeaders(headers) {
    return checkMarketplaceHeaders(headers, ALIASES, { key: 'title', name: 'TITLE' }, [
      'description',
      'price',
    ]);
  },

  parseRow: () => ({ group: null, product: true, errors: [] }),

  rowToItem([row], index, { headers, timestamp }) {
    const cell = (key: EtsyKey) => headers.cell(row.cells, key);
    const name = decodeEntities(cell('title')).trim();
    const price = cell('price');
    const errors = checkListingRow(
      headers,
      row.number,
      { name: 'title', price: 'price', quantity: 'quantity' },
      { name, price, quantity: cell('quantity') },
    );
    // The download lists one SKU per variation: the first names the item, all go in notes.
    const skus = cell('sku')
      .split(',')
      .map((sku) => sku.trim())
      .filter(Boolean);
    const variations = (
      [
        ['variationName1', 'variationValue1'],
        ['variationName2', 'variationValue2'],
      ] as const
    )
      .map(([nameKey, valueKey]) => {
        const variation = decodeEntities(cell(nameKey)).trim();
        const values = list(cell(valueKey));
        return variation && values.length ? `${variation}: ${values.join(', ')}` : '';
      })
      .filter(Boolean);
    return {
      item: {
        name,
        sku: skus[0] ?? `etsy-generated-${timestamp}-${index}`,
        price,
        details: joinPieces([
          decodeEntities(cell('description')),
          list(cell('tags')).join(', '),
          list(cell('materials')).join(', '),
          variations.length ? `Variations: ${variations.join('; ')}` : '',
        ]),
        notes: joinPieces([
          decodeEntities(cell('categoryPath')),
          skus.length > 1 ? `SKUs: ${skus.join(', ')}` : '',
        ]),
        description: '',
      },
      errors,
      warnings: [],
    };
  },

  knownColumn: isEtsyKnownColumn,

  export: {
    fileName: (date) => `etsy-products-${date}.csv`,
    headers: EXPORT_KEYS.map((key) => ALIASES[key][0]),
    // An export of items from an Italian download is written with Italian headers.
    localize: (headerSets) => {
      const language = etsyLanguage(headerSets[0] ?? []);
      return EXPORT_KEYS.map((key) => spellIn(key, language));
    },
    base: 'standard',
    written: ['description'],
    channelColumns: { marketplaceTitle: ['title'], tags: ['tags'] },
    spell: (key, base) => spellIn(key, etsyLanguage(base)),
    writeBackReads: ['description'],
  },

  writeBack(cells: RowCells, item, _index, context) {
    for (const [key, value] of Object.entries(exportDefaults(context))) {
      if (!cells.inSource(key)) cells.set(key, value);
    }
    if (item.description.trim()) cells.set('description', item.description.trim());
    for (const [key, value] of Object.entries(channelRecord(item))) cells.set(key, value);
  },

  itemToRows: (item, context) => [newItemRecord(item, context)],

  template(context) {
    const example = newItemRecord(
      {
        id: 'template',
        name: 'Hand-thrown Ceramic Mug',
        sku: 'MUG-001',
        details: '',
        price: '24.00',
        notes: '',
        description: 'Stoneware mug, 350 ml, dishwasher safe.',
        sourceFormat: null,
        sourceRows: null,
      },
      context,
    );
    Object.assign(example, {
      tags: 'ceramic mug,handmade,coffee',
      materials: 'stoneware,glaze',
      variationName1: 'Color',
      variationValue1: 'Blue',
    });
    return [
      EXPORT_KEYS.map((key) => ALIASES[key][0]),
      EXPORT_KEYS.map((key) => example[key] ?? ''),
    ];
  },
};
