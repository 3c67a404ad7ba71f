import type { DataSource } from 'typeorm';
import { SubscriptionEntity } from '../../../../core/src/db/entities/subscription.entity';
import { ForbiddenError } from '../../../../core/src/errors/domain-error';
import type { Owner } from '../../../../core/src/owner/owner';

export const KEYWORDS_NOT_ENABLED_MESSAGE = 'Trending Keywords is not available yet';
export const KEYWORDS_BUSINESS_ONLY_MESSAGE =
  'Trending Keywords is part of the Business plan. Upgrade to Business to use it.';

/**
 * Who may use the keyword tool: nobody until the operator sets KEYWORDS_ENABLED=true
 * (SPEC §6: a locked teaser in this version), then signed-in users on the Business plan.
 */
export class KeywordAccess {
  constructor(
    private readonly dataSource: DataSource,
    readonly enabled: boolean,
  ) {}

  async available(owner: Owner): Promise<boolean> {
    if (!this.enabled || owner.kind !== 'user') return false;
    return (await this.plan(owner.userId)) === 'business';
  }

  /**
   * Throws the error to show when the seller may not use the tool (the resolver's @Allow has
   * already turned guests away).
   */
  async check(userId: string): Promise<void> {
    if (!this.enabled) throw new ForbiddenError(KEYWORDS_NOT_ENABLED_MESSAGE);
    if ((await this.plan(userId)) !== 'business') {
      throw new ForbiddenError(KEYWORDS_BUSINESS_ONLY_MESSAGE);
    }
  }

  private async plan(userId: string): Promise<string> {
    const subscription = await this.dataSource
      .getRepository(SubscriptionEntity)
      .findOneBy({ userId });
    return subscription?.plan ?? 'free';
  }
}
