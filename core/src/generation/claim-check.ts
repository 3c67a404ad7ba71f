import type { ChannelField, ChannelFields } from '../shared/channel-fields';
import { GENERATION_ITEM_FIELDS, type GenerationItem } from './item';

/** Materials the claim check knows; longer names first so "sterling silver" beats "silver". */
export const MATERIALS = [
  'stainless steel',
  'sterling silver',
  'organic cotton',
  'recycled plastic',
  'vegan leather',
  'faux leather',
  'merino wool',
  'cast iron',
  'rose gold',
  'leather',
  'cotton',
  'wool',
  'silk',
  'bamboo',
  'oak',
  'walnut',
  'teak',
  'ceramic',
  'porcelain',
  'stoneware',
  'glass',
  'crystal',
  'aluminium',
  'aluminum',
  'titanium',
  'steel',
  'gold',
  'silver',
  'platinum',
  'linen',
  'cashmere',
  'polyester',
  'nylon',
  'spandex',
  'elastane',
  'acrylic',
  'plastic',
  'silicone',
  'marble',
  'granite',
  'copper',
  'brass',
  'rubber',
  'cork',
  'hemp',
  'jute',
  'velvet',
  'denim',
  'suede',
  'recycled',
];

// Spellings that name the same material.
const MATERIAL_ALIASES: Record<string, string> = { aluminum: 'aluminium' };

const UNITS: [RegExp, string][] = [
  [/^k$/i, 'k'], // 4K
  [/^(?:ml|millilit(?:re|er)s?)$/i, 'ml'],
  [/^(?:cl)$/i, 'cl'],
  [/^(?:l|lit(?:re|er)s?)$/i, 'l'],
  [/^(?:mm|millimet(?:re|er)s?)$/i, 'mm'],
  [/^(?:cm|centimet(?:re|er)s?)$/i, 'cm'],
  [/^(?:m|met(?:re|er)s?)$/i, 'm'],
  [/^(?:km)$/i, 'km'],
  [/^(?:in|inch|inches|")$/i, 'in'],
  [/^(?:ft|feet|foot)$/i, 'ft'],
  [/^(?:mg)$/i, 'mg'],
  [/^(?:g|grams?)$/i, 'g'],
  [/^(?:kg|kilos?|kilograms?)$/i, 'kg'],
  [/^(?:lbs?|pounds?)$/i, 'lb'],
  [/^(?:oz|ounces?)$/i, 'oz'],
  [/^(?:%|percent|per cent)$/i, '%'],
  [/^v$/i, 'v'],
  [/^w$/i, 'w'],
  [/^(?:mah)$/i, 'mah'],
  [/^(?:wh)$/i, 'wh'],
  [/^(?:hz|khz|mhz|ghz)$/i, ''],
  [/^(?:kb|mb|gb|tb)$/i, ''],
  [/^(?:mp|megapixels?)$/i, 'mp'],
  [/^(?:fps)$/i, 'fps'],
  [/^(?:°c|°f|°)$/i, ''],
  [/^(?:years?|yr|yrs)$/i, 'year'],
  [/^(?:months?)$/i, 'month'],
  [/^(?:weeks?)$/i, 'week'],
  [/^(?:days?)$/i, 'day'],
  [/^(?:hours?|hrs?|h)$/i, 'hour'],
  [/^(?:minutes?|mins?)$/i, 'min'],
  [/^(?:pcs|pieces?|pack|packs|count|ct)$/i, 'pc'],
  [/^(?:x)$/i, 'x'],
];

const UNIT_WORDS =
  'millilitres?|milliliters?|litres?|liters?|millimetres?|millimeters?|centimetres?|centimeters?|metres?|meters?|kilograms?|kilos?|grams?|pounds?|ounces?|inches|inch|feet|foot|percent|per cent|megapixels?|years?|yrs|yr|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|pieces?|packs?|pcs|count|ct|mah|wh|khz|mhz|ghz|hz|kb|mb|gb|tb|mp|fps|ml|cl|mm|cm|km|mg|kg|lbs?|oz|ft|in|°c|°f|°|l|m|g|v|w|h|k|x|%|"';

// Units that read as ordinary words after a space ("2 in 1", "2 x 3") count only when written
// straight after the number: 15in, 2x, 4K.
const TIGHT_UNITS = new Set(['in', 'x', 'k', '"']);

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?`;
// A number, optional space or hyphen, a unit that ends the word.
const QUANTITY = new RegExp(
  String.raw`(?<![\w.,])(${NUMBER})(\s?-?\s?)(${UNIT_WORDS})(?![\p{L}\d])`,
  'giu',
);
const SIZE = /\bsize\s+(XXXL|XXL|XL|XS|XXS|S|M|L|[2-5]XL)\b/gi;

interface Claim {
  key: string;
  text: string;
  index: number;
}

/** 1,000 → 1000; 2,5 → 2.5; 2.50 → 2.5. */
export function normaliseNumber(raw: string): string {
  let text = raw;
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  else text = text.replace(',', '.');
  return String(Number(text));
}

function canonicalUnit(raw: string): string {
  const unit = raw.toLowerCase().replace(/\s+/g, ' ');
  for (const [pattern, canonical] of UNITS) {
    if (pattern.test(unit)) return canonical === '' ? unit : canonical;
  }
  return unit;
}

function quantityClaims(text: string): Claim[] {
  return [...text.matchAll(QUANTITY)]
    .filter((match) => match[2] === '' || !TIGHT_UNITS.has(match[3].toLowerCase()))
    .map((match) => ({
      key: `q:${normaliseNumber(match[1])}${canonicalUnit(match[3])}`,
      text: match[0].trim(),
      index: match.index,
    }));
}

function sizeClaims(text: string): Claim[] {
  return [...text.matchAll(SIZE)].map((match) => ({
    key: `size:${match[1].toUpperCase()}`,
    text: match[0],
    index: match.index,
  }));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MATERIAL_PATTERN = new RegExp(
  String.raw`(?<![\p{L}-])(${MATERIALS.map((m) => escape(m).replace(' ', '\\s+')).join('|')})(?![\p{L}])`,
  'giu',
);

function materialKey(raw: string): string {
  const name = raw.toLowerCase().replace(/\s+/g, ' ');
  return MATERIAL_ALIASES[name] ?? name;
}

function materialClaims(text: string): Claim[] {
  return [...text.matchAll(MATERIAL_PATTERN)].map((match) => ({
    key: `mat:${materialKey(match[1])}`,
    text: match[0],
    index: match.index,
  }));
}

function containsWord(haystack: string, word: string, caseSensitive: boolean): boolean {
  return new RegExp(
    `(?<![\\p{L}\\d])${escape(word)}(?![\\p{L}\\d])`,
    caseSensitive ? 'u' : 'iu',
  ).test(haystack);
}

/**
 * Numbers with units (4K, 350 ml, 2.5kg, 12V, 64GB, 5-year), percentages, sizes written as
 * "size XL" and materials in a description that appear nowhere in the item's own fields
 * (DESIGN "Beyond the spec": claim check). Case-insensitive; "350ml" = "350 ml" =
 * "350-ml", "1,000" = "1000", "2,5" = "2.5", "years" = "year", "aluminum" = "aluminium".
 * A material counts as supported when the fields name it (cotton is supported by "organic
 * cotton"); a longer name needs the longer name ("sterling silver" is not supported by
 * "silver"). Sizes count as supported when the fields hold the size as a word ("S, M, L,
 * XL"). A number the fields give without its unit does not support a unit the description
 * adds. Returns the claims as written, deduplicated, in order of appearance.
 */
export function findUnsupportedClaims(description: string, item: GenerationItem): string[] {
  const fields = GENERATION_ITEM_FIELDS.map((field) => item[field]).join('\n');
  const supportedQuantities = new Set(quantityClaims(fields).map((claim) => claim.key));

  const claims = [
    ...quantityClaims(description),
    ...sizeClaims(description),
    ...materialClaims(description),
  ].sort((a, b) => a.index - b.index);

  const seen = new Set<string>();
  const unsupported: string[] = [];
  for (const claim of claims) {
    if (seen.has(claim.key)) continue;
    seen.add(claim.key);
    let supported: boolean;
    if (claim.key.startsWith('q:')) {
      supported = supportedQuantities.has(claim.key);
    } else if (claim.key.startsWith('size:')) {
      const size = claim.key.slice('size:'.length);
      supported = containsWord(fields, size, size.length === 1);
    } else {
      const material = claim.key.slice('mat:'.length);
      const names = Object.entries(MATERIAL_ALIASES)
        .filter(([, canonical]) => canonical === material)
        .map(([alias]) => alias);
      supported = [material, ...names].some((name) =>
        new RegExp(`(?<![\\p{L}-])${escape(name).replace(' ', '\\s+')}(?![\\p{L}])`, 'iu').test(
          fields,
        ),
      );
    }
    if (!supported) unsupported.push(claim.text);
  }
  return unsupported;
}

/**
 * The claim check over every field: what a field states that the item's own fields do not
 * support (a material, a number, a certification…), per field. Empty: every field is backed.
 */
export function unsupportedChannelClaims(
  fields: ChannelFields,
  item: GenerationItem,
): { field: ChannelField; claims: string[] }[] {
  const texts: [ChannelField, string][] = [
    ['seoTitle', fields.seoTitle ?? ''],
    ['seoDescription', fields.seoDescription ?? ''],
    ['bulletPoints', fields.bulletPoints.join('\n')],
    ['searchTerms', fields.searchTerms ?? ''],
    ['tags', fields.tags.join(', ')],
    ['marketplaceTitle', fields.marketplaceTitle ?? ''],
  ];
  return texts
    .filter(([, text]) => text !== '')
    .map(([field, text]) => ({ field, claims: findUnsupportedClaims(text, item) }))
    .filter((entry) => entry.claims.length > 0);
}
