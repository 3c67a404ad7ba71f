import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../columns';
import { UserEntity } from './user.entity';

/** A personal API token for GraphQL clients; shown once, only its SHA-256 is stored. */
@Entity({ name: 'api_tokens' })
export class ApiTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('api_tokens_user_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'text' })
  name: string;

  @Index('api_tokens_hash_uq', { unique: true })
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  /** The token's first characters, so a seller can tell tokens apart. */
  @Column({ name: 'token_prefix', type: 'text' })
  tokenPrefix: string;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
