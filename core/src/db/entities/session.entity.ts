import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** express-session records: servers stay stateless, any instance reads any session. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn({ type: 'text' })
  sid: string;

  @Column({ type: 'jsonb' })
  sess: Record<string, unknown>;

  @Index('sessions_expires_at_idx')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
