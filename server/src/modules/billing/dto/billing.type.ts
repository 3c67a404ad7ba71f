import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Plan } from '../../../../../core/src/billing/plans';
import type { BillingView, SubscriptionView } from '../billing.service';
import { PlanIdValue, UsageType, planIdValue } from './usage.type';

export enum BillingModeValue {
  DEMO = 'demo',
  STRIPE = 'stripe',
}
registerEnumType(BillingModeValue, { name: 'BillingMode' });

@ObjectType('PlanFeature', { simpleResolvers: true })
export class PlanFeatureType {
  @Field(() => String)
  label: string;

  @Field(() => Boolean)
  inDevelopment: boolean;
}

@ObjectType('Plan', { simpleResolvers: true })
export class PlanType {
  @Field(() => PlanIdValue)
  id: PlanIdValue;

  @Field(() => String)
  name: string;

  @Field(() => Int)
  monthlyGenerations: number;

  @Field(() => Int)
  priceUsd: number;

  @Field(() => [PlanFeatureType])
  features: PlanFeatureType[];

  static from(plan: Plan): PlanType {
    return Object.assign(new PlanType(), {
      id: planIdValue(plan.id),
      name: plan.name,
      monthlyGenerations: plan.monthlyGenerations,
      priceUsd: plan.priceUsd,
      features: plan.features.map((feature) => Object.assign(new PlanFeatureType(), feature)),
    });
  }
}

@ObjectType('PlanSubscription', { simpleResolvers: true })
export class PlanSubscriptionType {
  @Field(() => PlanIdValue)
  plan: PlanIdValue;

  @Field(() => String)
  status: string;

  @Field(() => DateTimeISOResolver)
  currentPeriodStart: Date;

  @Field(() => DateTimeISOResolver, { nullable: true })
  currentPeriodEnd: Date | null;

  @Field(() => Boolean)
  cancelAtPeriodEnd: boolean;

  static from(subscription: SubscriptionView): PlanSubscriptionType {
    return Object.assign(new PlanSubscriptionType(), {
      ...subscription,
      plan: planIdValue(subscription.plan),
    });
  }
}

@ObjectType('Billing', { simpleResolvers: true })
export class BillingType {
  @Field(() => BillingModeValue, {
    description:
      'DEMO: no Stripe key configured; plan changes apply at once and no payment is taken.',
  })
  mode: BillingModeValue;

  @Field(() => [PlanType])
  plans: PlanType[];

  @Field(() => PlanSubscriptionType, { nullable: true, description: 'Null for guests.' })
  subscription: PlanSubscriptionType | null;

  @Field(() => UsageType, { nullable: true, description: 'Null for guests.' })
  usage: UsageType | null;

  static from(view: BillingView): BillingType {
    return Object.assign(new BillingType(), {
      mode: view.mode as BillingModeValue,
      plans: view.plans.map((plan) => PlanType.from(plan)),
      subscription: view.subscription ? PlanSubscriptionType.from(view.subscription) : null,
      usage: view.usage ? UsageType.from(view.usage) : null,
    });
  }
}

@ObjectType('CheckoutResult', { simpleResolvers: true })
export class CheckoutResultType {
  @Field(() => String, {
    nullable: true,
    description:
      'Stripe Checkout URL to send the browser to; null in demo mode (the plan changed at once).',
  })
  url: string | null;

  @Field(() => BillingType)
  billing: BillingType;
}
