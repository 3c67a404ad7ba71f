import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { PlanId } from '../../../../../core/src/billing/plans';
import type { UsageSnapshot } from '../../../../../core/src/billing/usage-ledger';

export enum PlanIdValue {
  FREE = 'free',
  PRO = 'pro',
  BUSINESS = 'business',
}
registerEnumType(PlanIdValue, { name: 'PlanId' });

/** The GraphQL enum value of a plan id (they share their string values). */
export function planIdValue(id: PlanId): PlanIdValue {
  return id as PlanIdValue;
}

@ObjectType('Usage', {
  simpleResolvers: true,
  description: 'Generations this period. Guests: limit 1 in total, no period.',
})
export class UsageType {
  @Field(() => PlanIdValue)
  plan: PlanIdValue;

  @Field(() => Int)
  generationsUsed: number;

  @Field(() => Int)
  generationsLimit: number;

  @Field(() => Int, { description: 'max(limit - used, 0)' })
  remaining: number;

  @Field(() => Int, { description: 'Generations past the quota this period (paid plans).' })
  overage: number;

  @Field(() => DateTimeISOResolver, { nullable: true })
  periodStart: Date | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  resetDate: Date | null;

  static from(usage: UsageSnapshot): UsageType {
    return Object.assign(new UsageType(), { ...usage, plan: planIdValue(usage.plan) });
  }
}
