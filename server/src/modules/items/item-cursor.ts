/** Opaque keyset cursor over (position, id): stable while rows are added or deleted. */
export interface ItemCursor {
  position: number;
  id: string;
}

export function encodeItemCursor(cursor: ItemCursor): string {
  return Buffer.from(JSON.stringify([cursor.position, cursor.id])).toString('base64url');
}

/** The cursor, or null when the string is not one of ours. */
export function decodeItemCursor(raw: string): ItemCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'number' &&
      Number.isFinite(value[0]) &&
      typeof value[1] === 'string'
    ) {
      return { position: value[0], id: value[1] };
    }
  } catch {
    // fall through: not a cursor
  }
  return null;
}
