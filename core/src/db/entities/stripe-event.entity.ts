import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Every Stripe webhook event received, by id: a replayed event is recognised and skipped. */
@Entity({ name: 'stripe_events' })
export class StripeEventEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  type: string;

  /** When Stripe created the event (its `created`), for ordering. */
  @Column({ name: 'event_created_at', type: 'timestamptz' })
  eventCreatedAt: Date;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
