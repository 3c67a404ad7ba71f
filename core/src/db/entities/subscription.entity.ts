import { Check, Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '../columns';
import { UserEntity } from './user.entity';

export const PLAN_IDS = ['free', 'pro', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** A user's plan (SPEC §3 Subscription). Every user has one row; free until upgraded. */
@Entity({ name: 'subscriptions' })
@Check('subscriptions_plan_valid', "plan IN ('free', 'pro', 'business')")
export class SubscriptionEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'text', default: 'free' })
  plan: PlanId;

  /** active, canceled, past_due, incomplete, trialing, unpaid (Stripe's words). */
  @Column({ type: 'text', default: 'active' })
  status: string;

  @Column({ name: 'current_period_start', type: 'timestamptz', default: () => 'now()' })
  currentPeriodStart: Date;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  @Index('subscriptions_stripe_customer_uq', {
    unique: true,
    where: 'stripe_customer_id IS NOT NULL',
  })
  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId: string | null;

  @Index('subscriptions_stripe_subscription_uq', {
    unique: true,
    where: 'stripe_subscription_id IS NOT NULL',
  })
  @Column({ name: 'stripe_subscription_id', type: 'text', nullable: true })
  stripeSubscriptionId: string | null;

  /** Creation time of the newest Stripe event applied: older events arriving late are ignored. */
  @Column({ name: 'stripe_event_at', type: 'timestamptz', nullable: true })
  stripeEventAt: Date | null;

  @UpdatedAtColumn()
  updatedAt: Date;
}
