import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../columns';

/** Mail that would have been sent, kept when no SMTP server is configured (dev outbox). */
@Entity({ name: 'outbox_mails' })
export class OutboxMailEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'to_address', type: 'text' })
  toAddress: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @CreatedAtColumn()
  createdAt: Date;
}
