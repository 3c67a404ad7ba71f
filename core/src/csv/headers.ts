import { isValidPrice } from '../catalog/price';
/** Canonical column key → the header spellings that mean it (matched case-insensitively). */
export type AliasTable<K extends string = string> = Readonly<Record<K, readonly string[]>>;

/** How headers compare: Unicode NFC, BOM and outer spaces gone, inner spaces single, lower case. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFC')
    .replace(/\ufeff/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Builds the lookup from normalised spelling to key. */
export function aliasLookup<K extends string>(aliases: AliasTable<K>): Map<string, K> {
  const lookup = new Map<string, K>();
  for (const key of Object.keys(aliases) as K[]) {
    for (const spelling of aliases[key]) {
      const normal = normaliseHeader(spelling);
      if (!lookup.has(normal)) lookup.set(normal, key);
    }
  }
  return lookup;
}

/** The key of a header in an export layout: its alias key, else its normalised name. */
export function columnKey<K extends string>(header: string, lookup: Map<string, K>): string {
  const normal = normaliseHeader(header);
  return lookup.get(normal) ?? `column:${normal}`;
}

/** A file's header row, resolved against one format's alias table. */
export class HeaderMap<K extends string = string> {
  /** The header cells as written (trimmed). */
  readonly headers: string[];
  /** The key of each column, null for columns the format does not know. */
  readonly keys: (K | null)[];
  private readonly first = new Map<K, number>();
  /** Known keys that more than one column claims. */
  readonly duplicates: K[] = [];

  constructor(headers: readonly string[], aliases: AliasTable<K>) {
    const lookup = aliasLookup(aliases);
    this.headers = headers.map((header) => header.replace(/^\ufeff/, '').trim());
    this.keys = this.headers.map((header) => lookup.get(normaliseHeader(header)) ?? null);
    this.keys.forEach((key, index) => {
      if (key === null) return;
      if (this.first.has(key)) {
        if (!this.duplicates.includes(key)) this.duplicates.push(key);
      } else {
        this.first.set(key, index);
      }
    });
  }

  get length(): number {
    return this.headers.length;
  }

  has(key: K): boolean {
    return this.first.has(key);
  }

  /** Column of the key (its first column), or -1. */
  index(key: K): number {
    return this.first.get(key) ?? -1;
  }

  /** The header as the file spells it, or undefined when absent. */
  header(key: K): string | undefined {
    const index = this.index(key);
    return index < 0 ? undefined : this.headers[index];
  }

  /** Column of a header name as given by a client (exact first, then normalised), or -1. */
  find(name: string): number {
    const exact = this.headers.indexOf(name);
    if (exact >= 0) return exact;
    const normal = normaliseHeader(name);
    return this.headers.findIndex((header) => normaliseHeader(header) === normal);
  }

  /** Trimmed cell of the key in a row ('' when the column is absent). */
  cell(cells: readonly string[], key: K): string {
    const index = this.index(key);
    return index < 0 ? '' : (cells[index] ?? '').trim();
  }

  /** True when some header is one of these normalised names. */
  hasAnyNamed(names: readonly string[]): boolean {
    const wanted = new Set(names.map(normaliseHeader));
    return this.headers.some((header) => wanted.has(normaliseHeader(header)));
  }
}

/**
 * The marketplace header check: the one required column (named as the spec spells it),
 * no duplicate columns, and a warning for each recommended column that is missing.
 */
export function checkMarketplaceHeaders<K extends string>(
  headers: HeaderMap<K>,
  aliases: AliasTable<K>,
  required: { key: K; name: string },
  recommended: readonly K[],
): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  if (!headers.has(required.key)) errors.push(`Missing required header: ${required.name}`);
  for (const key of headers.duplicates) errors.push(`Duplicate column: ${headers.header(key)}`);
  const warnings = recommended
    .filter((key) => !headers.has(key))
    .map((key) => `Recommended column "${aliases[key][0]}" is missing`);
  return { errors, warnings };
}

/**
 * The marketplace row check: a name (the listing title), a valid positive price, and a
 * quantity that is a whole number when given, each error naming the file's own column.
 */
export function checkListingRow<K extends string>(
  headers: HeaderMap<K>,
  rowNumber: number,
  keys: { name: K; price: K; quantity: K },
  values: { name: string; price: string; quantity: string },
): string[] {
  const errors: string[] = [];
  if (!values.name) errors.push(`Row ${rowNumber}: ${headers.header(keys.name)} is required`);
  if (!isValidPrice(values.price)) {
    errors.push(`Row ${rowNumber}: ${headers.header(keys.price)} must be a valid positive number`);
  }
  if (values.quantity && !/^\d+$/.test(values.quantity)) {
    errors.push(
      `Row ${rowNumber}: ${headers.header(keys.quantity)} must be a non-negative integer`,
    );
  }
  return errors;
}
