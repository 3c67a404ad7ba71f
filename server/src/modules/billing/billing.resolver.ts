import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow, Audience, SellerId } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import type { BillingService } from './billing.service';
import { BillingType, CheckoutResultType } from './dto/billing.type';
import { PlanIdValue } from './dto/usage.type';

export const SIGN_IN_TO_MANAGE_PLAN_MESSAGE = 'Please sign in to manage your plan';
const SELLERS = [Audience.Seller, { signInMessage: SIGN_IN_TO_MANAGE_PLAN_MESSAGE }] as const;

@Resolver(() => BillingType)
export class BillingResolver {
  constructor(private readonly billingService: BillingService) {}

  @Query(() => BillingType)
  @Allow(Audience.Guest, Audience.Seller)
  async billing(@Ctx() { owner }: GraphQLContext): Promise<BillingType> {
    return BillingType.from(await this.billingService.billing(owner));
  }

  @Mutation(() => CheckoutResultType)
  @Allow(...SELLERS)
  async startCheckout(
    @SellerId() userId: string,
    @Arg('plan', () => PlanIdValue) plan: PlanIdValue,
  ): Promise<CheckoutResultType> {
    const result = await this.billingService.startCheckout(userId, plan);
    return Object.assign(new CheckoutResultType(), {
      url: result.url,
      billing: BillingType.from(result.billing),
    });
  }

  @Mutation(() => String, {
    description: 'A Stripe customer-portal URL (open in a new tab). Errors in demo mode.',
  })
  @Allow(...SELLERS)
  openBillingPortal(@SellerId() userId: string): Promise<string> {
    return this.billingService.openBillingPortal(userId);
  }

  @Mutation(() => BillingType)
  @Allow(...SELLERS)
  async cancelSubscription(@SellerId() userId: string): Promise<BillingType> {
    return BillingType.from(await this.billingService.cancelSubscription(userId));
  }

  @Mutation(() => BillingType)
  @Allow(...SELLERS)
  async reactivateSubscription(@SellerId() userId: string): Promise<BillingType> {
    return BillingType.from(await this.billingService.reactivateSubscription(userId));
  }
}
