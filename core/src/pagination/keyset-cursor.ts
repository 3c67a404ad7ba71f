/**
 * Opaque keyset cursors: a sort key and a row id, as base64url JSON. Pages stay stable while
 * rows are added or deleted. `isKey` says what a key of this list looks like.
 */
export function encodeKeysetCursor(key: number | string, id: string): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

/** The key and id, or null when the string is not one of this list's cursors. */
export function decodeKeysetCursor<K extends number | string>(
  raw: string,
  isKey: (value: unknown) => value is K,
): { key: K; id: string } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      isKey(value[0]) &&
      typeof value[1] === 'string'
    ) {
      return { key: value[0], id: value[1] };
    }
  } catch {
    // fall through: not a cursor
  }
  return null;
}
