import { decodeKeysetCursor, encodeKeysetCursor } from '../pagination/keyset-cursor';

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
  return encodeKeysetCursor(cursor.createdAt, cursor.id);
}

/** The cursor, or null when the string is not one of ours. */
export function decodeHistoryCursor(raw: string): HistoryCursor | null {
  const decoded = decodeKeysetCursor(
    raw,
    (key): key is string => typeof key === 'string' && TIMESTAMP_RE.test(key),
  );
  return decoded && { createdAt: decoded.key, id: decoded.id };
}
