/**
 * Opaque keyset cursor over (created_at, id), newest first. The time is Postgres' own text
 * with microseconds: a JavaScript Date would round them away and skip or repeat rows.
 */
export interface HistoryCursor {
  createdAt: string;
  id: string;
}

const TIMESTAMP_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** The cursor, or null when the string is not one of ours. */
export function decodeHistoryCursor(raw: string): HistoryCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      TIMESTAMP_RE.test(value[0]) &&
      typeof value[1] === 'string'
    ) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // fall through: not a cursor
  }
  return null;
}
