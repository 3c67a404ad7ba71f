import type { ItemSourceRows } from '../../../../core/src/csv/csv-format';

/**
 * Postgres COPY text format (the default of `COPY … FROM STDIN`): columns separated by tabs,
 * rows ended by a line feed, and in each value a backslash, tab, line feed or carriage return
 * written as a backslash escape. `\N` would be NULL: a value we write never starts that way,
 * because its backslash is doubled.
 */
const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One text value as a COPY field. */
export function copyField(value: string): string {
  return SPECIAL.test(value) ? value.replace(SPECIALS, (char) => ESCAPES[char]) : value;
}

/**
 * A JSON document as a COPY field. JSON.stringify never writes a raw tab or line break (they
 * are `\t`, `\n` inside strings), so only its backslashes need doubling.
 */
export function copyJsonField(value: unknown): string {
  return escapeJson(JSON.stringify(value));
}

/**
 * An imported item's source rows (ItemSourceRows) as a COPY field: the same JSON document as
 * copyJsonField's, with the file's header row encoded once per import (`headersField`, every
 * item of a file shares it) instead of once per item.
 */
export function copySourceRowsField(sourceRows: ItemSourceRows, headersField: string): string {
  const { headers: _headers, rows, ...rest } = sourceRows;
  const more = JSON.stringify(rest);
  const tail = more === '{}' ? '}' : `,${more.slice(1)}`;
  return `{"headers":${headersField},"rows":${copyJsonField(rows)}${escapeJson(tail)}`;
}

function escapeJson(json: string): string {
  return json.includes('\\') ? json.replace(/\\/g, '\\\\') : json;
}

/** One row: fields already encoded, tab-separated, line feed at the end. */
export function copyRow(fields: string[]): string {
  return `${fields.join('\t')}\n`;
}
