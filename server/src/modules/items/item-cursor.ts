import {
  decodeKeysetCursor,
  encodeKeysetCursor,
} from '../../../../core/src/pagination/keyset-cursor';

/** Opaque keyset cursor over (position, id): stable while rows are added or deleted. */
export interface ItemCursor {
  position: number;
  id: string;
}

export function encodeItemCursor(cursor: ItemCursor): string {
  return encodeKeysetCursor(cursor.position, cursor.id);
}

/** The cursor, or null when the string is not one of ours. */
export function decodeItemCursor(raw: string): ItemCursor | null {
  const decoded = decodeKeysetCursor(
    raw,
    (key): key is number => typeof key === 'number' && Number.isFinite(key),
  );
  return decoded && { position: decoded.key, id: decoded.id };
}
