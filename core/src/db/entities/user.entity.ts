import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../columns';

/** A seller with an account. Sign-in, plans and billing extend this in their own migrations. */
// The unique index is on lower(email), an expression TypeORM cannot describe: the migration owns it.
@Entity({ name: 'users' })
@Index('users_email_lower_uq', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored as entered (trimmed); uniqueness is case-insensitive (index on lower(email)). */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'display_name', type: 'text', default: '' })
  displayName: string;

  @Column({ name: 'photo_url', type: 'text', nullable: true })
  photoUrl: string | null;

  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  /** Google account id ("sub") when the user signed in with Google. */
  @Index('users_google_id_uq', { unique: true, where: 'google_id IS NOT NULL' })
  @Column({ name: 'google_id', type: 'text', nullable: true })
  googleId: string | null;

  /** App settings: theme, default prompt settings, notifications. */
  @Column({ type: 'jsonb', default: {} })
  preferences: Record<string, unknown>;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
