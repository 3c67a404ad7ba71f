import type { EntityManager } from 'typeorm';
import { itemRepository } from '../../../../core/src/catalog/item-repository';
import { generationRecordRepository } from '../../../../core/src/generation/generation-record-repository';

/**
 * Moves a guest's work into an account (sign-up or sign-in from a guest session): items go
 * to the end of the account's table in their order, generation history follows them, and
 * the guest's prompt settings are kept when the account has none. Runs inside the caller's
 * transaction.
 */
export async function mergeGuestIntoUser(
  manager: EntityManager,
  guestSessionId: string,
  userId: string,
): Promise<{ items: number }> {
  const moved = await itemRepository.moveGuestToUser(manager, guestSessionId, userId);
  await manager.query(
    `UPDATE prompt_settings SET owner_user_id = $2, owner_guest_id = NULL
      WHERE owner_guest_id = $1
        AND NOT EXISTS (SELECT 1 FROM prompt_settings mine WHERE mine.owner_user_id = $2)`,
    [guestSessionId, userId],
  );
  await manager.query(`DELETE FROM prompt_settings WHERE owner_guest_id = $1`, [guestSessionId]);
  // The guest's generation history goes along with the products it describes.
  await generationRecordRepository.moveGuestToUser(manager, guestSessionId, userId);
  return { items: moved };
}
