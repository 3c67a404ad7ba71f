import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
