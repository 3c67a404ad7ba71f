import { Column, JoinColumn, ManyToOne } from 'typeorm';
import { GuestSessionEntity } from './guest-session.entity';
import { UserEntity } from './user.entity';

/**
 * Columns of a row owned by exactly one user or guest session (each owned table also carries
 * a CHECK that one of the two is set). Deleting the owner deletes the row.
 */
export abstract class OwnedEntity {
  @Column({ name: 'owner_user_id', type: 'uuid', nullable: true })
  ownerUserId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_user_id' })
  ownerUser?: UserEntity;

  @Column({ name: 'owner_guest_id', type: 'uuid', nullable: true })
  ownerGuestId: string | null;

  @ManyToOne(() => GuestSessionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_guest_id' })
  ownerGuest?: GuestSessionEntity;
}
