import { parsePrice } from '../catalog/price';
import type { Language, WritingStyle } from '../shared/prompt-options';

/** Styles whose descriptions state the price (luxury and creative copy leaves it out). */
export const PRICE_STYLES: readonly WritingStyle[] = [
  'professional',
  'technical',
  'minimalist',
  'casual',
];

const LOCALES: Record<Language, string> = {
  English: 'en-US',
  German: 'de-DE',
  French: 'fr-FR',
  Spanish: 'es-ES',
  Italian: 'it-IT',
  Portuguese: 'pt-PT',
  Dutch: 'nl-NL',
};

// Currency signs a seller may write into the price itself, and the codes each can mean.
const SIGNS: [RegExp, string[]][] = [
  [/\$/, ['USD', 'CAD', 'AUD', 'NZD', 'MXN', 'SGD', 'HKD', 'ARS', 'CLP', 'COP', 'BRL']],
  [/€/, ['EUR']],
  [/£/, ['GBP']],
  [/¥|円/, ['JPY', 'CNY']],
  [/₹/, ['INR']],
  [/₩/, ['KRW']],
  [/zł/i, ['PLN']],
  [/kr/i, ['SEK', 'NOK', 'DKK', 'ISK']],
  [/CHF|Fr\./, ['CHF']],
];

let currencies: ReadonlySet<string> | null = null;
// One formatter per language and currency: building one costs more than writing a description.
const formatters = new Map<string, Intl.NumberFormat>();

/** ISO 4217 codes this runtime can format (Intl), e.g. USD, EUR, GBP. */
export function isCurrencyCode(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return /^[A-Z]{3}$/.test(code) && currencies.has(code);
}

function formatter(language: Language, currency: string): Intl.NumberFormat {
  const key = `${language}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format;
}

/**
 * The price as the description states it: the item's amount in the store currency, written
 * the way the output language writes money ('$18.99', '18,99 €'). Null when there is no store
 * currency, no readable amount, or the price names another currency than the store's.
 */
export function formatPrice(
  price: string,
  currency: string | null | undefined,
  language: Language,
): string | null {
  if (!currency || !isCurrencyCode(currency)) return null;
  const amount = parsePrice(price);
  if (amount === null || amount <= 0) return null;
  const code = /\b([A-Z]{3})\b/.exec(price)?.[1];
  if (code && code !== currency && isCurrencyCode(code)) return null;
  for (const [sign, codes] of SIGNS) {
    if (sign.test(price) && !codes.includes(currency)) return null;
  }
  return formatter(language, currency)
    .format(amount)
    .replace(/[\u00a0\u202f]/g, ' ');
}
