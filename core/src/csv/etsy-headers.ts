import { normaliseHeader } from './headers';

/**
 * The header row of Etsy's listings download (Shop Manager → Settings → Options → Download
 * Data → "Download CSV") in every language the download comes in that Quillcart documents.
 * Etsy writes the header in the seller's shop language: an Italian shop gets TITOLO,
 * DESCRIZIONE, PREZZO, VALUTA, QUANTITÀ, TAG, MATERIALI, IMMAGINE1…, SKU. English is the
 * real download's own spelling (see test/fixtures/samples); Italian is taken from a real
 * export; the other languages follow the labels Etsy's listing editor uses in that language.
 * Accented spellings are also read without their accents (QUANTITA, DESCRICAO), as
 * spreadsheets sometimes save them.
 */
export interface EtsyHeaderSet {
  title: string;
  description: string;
  price: string;
  currency: string;
  quantity: string;
  tags: string;
  materials: string;
  sku: string;
  /** IMAGE1 … IMAGE10. */
  image: string;
  /** 'VARIATION 1 TYPE' with the number in the place of #. */
  variationType: string;
  variationName: string;
  variationValues: string;
  /** Other spellings seen for the same columns. */
  also?: Partial<Record<'quantity' | 'tags' | 'sku', string[]>>;
}

export const ETSY_LANGUAGES = ['en', 'it', 'de', 'fr', 'es', 'nl', 'pt', 'pl'] as const;
export type EtsyLanguage = (typeof ETSY_LANGUAGES)[number];

export const ETSY_HEADERS: Record<EtsyLanguage, EtsyHeaderSet> = {
  en: {
    title: 'TITLE',
    description: 'DESCRIPTION',
    price: 'PRICE',
    currency: 'CURRENCY_CODE',
    quantity: 'QUANTITY',
    tags: 'TAGS',
    materials: 'MATERIALS',
    sku: 'SKU',
    image: 'IMAGE',
    variationType: 'VARIATION # TYPE',
    variationName: 'VARIATION # NAME',
    variationValues: 'VARIATION # VALUES',
  },
  it: {
    title: 'TITOLO',
    description: 'DESCRIZIONE',
    price: 'PREZZO',
    currency: 'VALUTA',
    quantity: 'QUANTITÀ',
    tags: 'TAG',
    materials: 'MATERIALI',
    sku: 'SKU',
    image: 'IMMAGINE',
    variationType: 'VARIAZIONE # TIPO',
    variationName: 'VARIAZIONE # NOME',
    variationValues: 'VARIAZIONE # VALORI',
  },
  de: {
    title: 'TITEL',
    description: 'BESCHREIBUNG',
    price: 'PREIS',
    currency: 'WÄHRUNG',
    quantity: 'ANZAHL',
    tags: 'TAGS',
    materials: 'MATERIALIEN',
    sku: 'SKU',
    image: 'BILD',
    variationType: 'VARIANTE # TYP',
    variationName: 'VARIANTE # NAME',
    variationValues: 'VARIANTE # WERTE',
    also: { quantity: ['MENGE'], sku: ['ARTIKELNUMMER'] },
  },
  fr: {
    title: 'TITRE',
    description: 'DESCRIPTION',
    price: 'PRIX',
    currency: 'DEVISE',
    quantity: 'QUANTITÉ',
    tags: 'TAGS',
    materials: 'MATÉRIAUX',
    sku: 'SKU',
    image: 'IMAGE',
    variationType: 'VARIATION # TYPE',
    variationName: 'VARIATION # NOM',
    variationValues: 'VARIATION # VALEURS',
    also: { tags: ['MOTS-CLÉS'], sku: ['UGS'] },
  },
  es: {
    title: 'TÍTULO',
    description: 'DESCRIPCIÓN',
    price: 'PRECIO',
    currency: 'MONEDA',
    quantity: 'CANTIDAD',
    tags: 'ETIQUETAS',
    materials: 'MATERIALES',
    sku: 'SKU',
    image: 'IMAGEN',
    variationType: 'VARIACIÓN # TIPO',
    variationName: 'VARIACIÓN # NOMBRE',
    variationValues: 'VARIACIÓN # VALORES',
  },
  nl: {
    title: 'TITEL',
    description: 'BESCHRIJVING',
    price: 'PRIJS',
    currency: 'VALUTA',
    quantity: 'AANTAL',
    tags: 'TAGS',
    materials: 'MATERIALEN',
    sku: 'SKU',
    image: 'AFBEELDING',
    variationType: 'VARIATIE # TYPE',
    variationName: 'VARIATIE # NAAM',
    variationValues: 'VARIATIE # WAARDEN',
    also: { quantity: ['HOEVEELHEID'] },
  },
  pt: {
    title: 'TÍTULO',
    description: 'DESCRIÇÃO',
    price: 'PREÇO',
    currency: 'MOEDA',
    quantity: 'QUANTIDADE',
    tags: 'TAGS',
    materials: 'MATERIAIS',
    sku: 'SKU',
    image: 'IMAGEM',
    variationType: 'VARIAÇÃO # TIPO',
    variationName: 'VARIAÇÃO # NOME',
    variationValues: 'VARIAÇÃO # VALORES',
    also: { tags: ['ETIQUETAS'] },
  },
  pl: {
    title: 'TYTUŁ',
    description: 'OPIS',
    price: 'CENA',
    currency: 'WALUTA',
    quantity: 'ILOŚĆ',
    tags: 'TAGI',
    materials: 'MATERIAŁY',
    sku: 'SKU',
    image: 'ZDJĘCIE',
    variationType: 'WARIANT # TYP',
    variationName: 'WARIANT # NAZWA',
    variationValues: 'WARIANT # WARTOŚCI',
  },
};

/** The spelling without accents (QUANTITÀ → QUANTITA, MATERIAŁY → MATERIALY). */
export function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L');
}

/** A header and its accent-free spelling (once when they are the same). */
export function spellings(header: string): string[] {
  const plain = withoutAccents(header);
  return plain === header ? [header] : [header, plain];
}

type SimpleKey =
  'title' | 'description' | 'price' | 'currency' | 'quantity' | 'tags' | 'materials' | 'sku';

/** Every language's spellings of a column, English first. */
export function localSpellings(key: SimpleKey): string[] {
  const all = ETSY_LANGUAGES.flatMap((language) => {
    const set = ETSY_HEADERS[language];
    const also =
      key === 'quantity' || key === 'tags' || key === 'sku' ? (set.also?.[key] ?? []) : [];
    return [set[key], ...also].flatMap(spellings);
  });
  return [...new Set(all)];
}

/** Every language's spellings of variation n's name, values or type column. */
export function variationSpellings(
  part: 'variationType' | 'variationName' | 'variationValues',
  n: number,
): string[] {
  const all = ETSY_LANGUAGES.flatMap((language) =>
    spellings(ETSY_HEADERS[language][part].replace('#', String(n))),
  );
  return [...new Set(all)];
}

/**
 * The language of a header row: the one whose own spellings it uses most (a spelling shared
 * by several languages counts for each a fraction). English when nothing tells.
 */
export function etsyLanguage(headers: readonly string[]): EtsyLanguage {
  const normal = headers.map((header) => normaliseHeader(withoutAccents(header)));
  const owners = new Map<string, EtsyLanguage[]>();
  for (const language of ETSY_LANGUAGES) {
    const set = ETSY_HEADERS[language];
    const words = [
      set.title,
      set.description,
      set.price,
      set.currency,
      set.quantity,
      set.tags,
      set.materials,
      `${set.image}1`,
      set.variationName.replace('#', '1'),
      ...(set.also?.quantity ?? []),
      ...(set.also?.tags ?? []),
    ];
    for (const word of words) {
      const key = normaliseHeader(withoutAccents(word));
      owners.set(key, [...(owners.get(key) ?? []), language]);
    }
  }
  const scores = new Map<EtsyLanguage, number>();
  for (const header of normal) {
    const languages = owners.get(header) ?? [];
    for (const language of languages) {
      scores.set(language, (scores.get(language) ?? 0) + 1 / languages.length);
    }
  }
  let best: EtsyLanguage = 'en';
  let bestScore = scores.get('en') ?? 0;
  for (const language of ETSY_LANGUAGES) {
    const score = scores.get(language) ?? 0;
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}

/** Columns of a download that Quillcart keeps but has no use for: images and variation types. */
export function isEtsyKnownColumn(normalised: string): boolean {
  const plain = withoutAccents(normalised);
  return ETSY_LANGUAGES.some((language) => {
    const set = ETSY_HEADERS[language];
    const image = normaliseHeader(withoutAccents(set.image));
    if (new RegExp(`^${image}\\s?\\d{1,2}$`).test(plain)) return true;
    return (['variationType', 'variationName', 'variationValues'] as const).some((part) => {
      const pattern = normaliseHeader(withoutAccents(set[part])).replace('#', '\\d');
      return new RegExp(`^${pattern}$`).test(plain);
    });
  });
}
