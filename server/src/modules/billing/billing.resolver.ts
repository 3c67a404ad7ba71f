import { GraphQLError } from 'graphql';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Owner } from '../../../../core/src/owner/owner';
import type { GraphQLContext } from '../../graphql/context';
import { ErrorCode } from '../../graphql/errors';
import type { BillingService } from './billing.service';
import { BillingType, CheckoutResultType } from './dto/billing.type';
import { PlanIdValue } from './dto/usage.type';

export const SIGN_IN_TO_MANAGE_PLAN_MESSAGE = 'Please sign in to manage your plan';

/** The signed-in user's id; guests get UNAUTHENTICATED. */
function requireUserId(owner: Owner): string {
  if (owner.kind !== 'user') {
    throw new GraphQLError(SIGN_IN_TO_MANAGE_PLAN_MESSAGE, {
      extensions: { code: ErrorCode.Unauthenticated },
    });
  }
  return owner.userId;
}

@Resolver(() => BillingType)
export class BillingResolver {
  constructor(private readonly billingService: BillingService) {}

  @Query(() => BillingType)
  async billing(@Ctx() { owner }: GraphQLContext): Promise<BillingType> {
    return BillingType.from(await this.billingService.billing(owner));
  }

  @Mutation(() => CheckoutResultType)
  async startCheckout(
    @Ctx() { owner }: GraphQLContext,
    @Arg('plan', () => PlanIdValue) plan: PlanIdValue,
  ): Promise<CheckoutResultType> {
    const result = await this.billingService.startCheckout(requireUserId(owner), plan);
    return Object.assign(new CheckoutResultType(), {
      url: result.url,
      billing: BillingType.from(result.billing),
    });
  }

  @Mutation(() => String, {
    description: 'A Stripe customer-portal URL (open in a new tab). Errors in demo mode.',
  })
  openBillingPortal(@Ctx() { owner }: GraphQLContext): Promise<string> {
    return this.billingService.openBillingPortal(requireUserId(owner));
  }

  @Mutation(() => BillingType)
  async cancelSubscription(@Ctx() { owner }: GraphQLContext): Promise<BillingType> {
    return BillingType.from(await this.billingService.cancelSubscription(requireUserId(owner)));
  }

  @Mutation(() => BillingType)
  async reactivateSubscription(@Ctx() { owner }: GraphQLContext): Promise<BillingType> {
    return BillingType.from(await this.billingService.reactivateSubscription(requireUserId(owner)));
  }
}
