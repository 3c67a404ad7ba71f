/**
 * Who owns data: a signed-in user or a guest session. Every query that touches owned rows
 * goes through these helpers, so an id from another owner simply does not match.
 */
export type Owner =
  | { readonly kind: 'user'; readonly userId: string }
  | { readonly kind: 'guest'; readonly guestSessionId: string };

export interface OwnerColumns {
  ownerUserId: string | null;
  ownerGuestId: string | null;
}

export function userOwner(userId: string): Owner {
  return { kind: 'user', userId };
}

export function guestOwner(guestSessionId: string): Owner {
  return { kind: 'guest', guestSessionId };
}

/** The guest session behind the owner, or null for a signed-in user (a guest's work merges on sign-in). */
export function guestSessionIdOf(owner: Owner): string | null {
  return owner.kind === 'guest' ? owner.guestSessionId : null;
}

/** A stable string for the owner: pub/sub topic ids, cache keys, logs. */
export function ownerKey(owner: Owner): string {
  return owner.kind === 'user' ? `u:${owner.userId}` : `g:${owner.guestSessionId}`;
}

/** Column values that mark a row as belonging to the owner. */
export function ownerColumns(owner: Owner): OwnerColumns {
  return owner.kind === 'user'
    ? { ownerUserId: owner.userId, ownerGuestId: null }
    : { ownerUserId: null, ownerGuestId: owner.guestSessionId };
}

/** The column that marks the owner's rows, and its value (for raw SQL). */
export function ownerColumn(owner: Owner): { column: string; id: string } {
  return owner.kind === 'user'
    ? { column: 'owner_user_id', id: owner.userId }
    : { column: 'owner_guest_id', id: owner.guestSessionId };
}

/** The owner of a row, from its owner columns (the inverse of ownerColumns). */
export function ownerOf(row: OwnerColumns): Owner {
  return row.ownerUserId ? userOwner(row.ownerUserId) : guestOwner(row.ownerGuestId as string);
}

/** A TypeORM `where` for rows of the owner. */
export function ownerWhere(owner: Owner): { ownerUserId: string } | { ownerGuestId: string } {
  return owner.kind === 'user'
    ? { ownerUserId: owner.userId }
    : { ownerGuestId: owner.guestSessionId };
}

/** A SQL condition and its parameter for rows of the owner, for a table alias. */
export function ownerCondition(
  owner: Owner,
  alias: string,
  paramName = 'ownerId',
): { sql: string; params: Record<string, string> } {
  return owner.kind === 'user'
    ? { sql: `${alias}.owner_user_id = :${paramName}`, params: { [paramName]: owner.userId } }
    : {
        sql: `${alias}.owner_guest_id = :${paramName}`,
        params: { [paramName]: owner.guestSessionId },
      };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True for a UUID string; ids that are not UUIDs can never match a row. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
