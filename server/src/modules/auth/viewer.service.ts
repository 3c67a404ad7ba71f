import type { DataSource } from 'typeorm';
import { planFor } from '../../../../core/src/billing/plans';
import { getUsage, type UsageSnapshot } from '../../../../core/src/billing/usage-ledger';
import { SubscriptionEntity } from '../../../../core/src/db/entities/subscription.entity';
import { UserEntity } from '../../../../core/src/db/entities/user.entity';
import { UserInputError } from '../../../../core/src/errors/domain-error';
import type { Owner } from '../../../../core/src/owner/owner';
import { readPreferences, type Preferences } from '../../../../core/src/accounts/preferences';

export interface ViewerSnapshot {
  kind: 'guest' | 'user';
  user: (UserEntity & { plan: SubscriptionEntity['plan'] }) | null;
  usage: UsageSnapshot;
  customizationLocked: boolean;
  preferences: Preferences | null;
}

/** Who the owner is, their plan, usage and preferences: one read for the client's session. */
export class ViewerService {
  constructor(private readonly dataSource: DataSource) {}

  async viewer(owner: Owner): Promise<ViewerSnapshot> {
    const usage = await getUsage(this.dataSource, owner);
    if (owner.kind === 'guest') {
      return { kind: 'guest', user: null, usage, customizationLocked: true, preferences: null };
    }
    const user = await this.dataSource
      .getRepository(UserEntity)
      .findOneByOrFail({ id: owner.userId });
    const subscription = await this.dataSource
      .getRepository(SubscriptionEntity)
      .findOneBy({ userId: owner.userId });
    const plan = subscription?.plan ?? 'free';
    return {
      kind: 'user',
      user: Object.assign(user, { plan }),
      usage,
      customizationLocked: !planFor(plan).customization,
      preferences: readPreferences(user.preferences),
    };
  }

  async updateProfile(
    userId: string,
    change: { displayName?: string; photoUrl?: string },
  ): Promise<void> {
    const patch: { displayName?: string; photoUrl?: string | null } = {};
    if (change.displayName !== undefined && change.displayName !== null) {
      const name = change.displayName.trim();
      if (!name || name.length > 100) throw new ProfileError('Please enter your name');
      patch.displayName = name;
    }
    if (change.photoUrl !== undefined && change.photoUrl !== null) {
      const url = change.photoUrl.trim();
      if (url && !/^https:\/\/[^\s]+$/i.test(url))
        throw new ProfileError('Photo URL must be an https:// address');
      if (url.length > 2000) throw new ProfileError('Photo URL is too long');
      patch.photoUrl = url || null;
    }
    if (Object.keys(patch).length > 0) {
      await this.dataSource.getRepository(UserEntity).update({ id: userId }, patch);
    }
  }

  async updatePreferences(userId: string, change: Partial<Preferences>): Promise<Preferences> {
    const repository = this.dataSource.getRepository(UserEntity);
    const user = await repository.findOneByOrFail({ id: userId });
    const next = { ...readPreferences(user.preferences) };
    if (change.theme) next.theme = change.theme;
    if (typeof change.notifyOnBatchDone === 'boolean')
      next.notifyOnBatchDone = change.notifyOnBatchDone;
    await repository
      .createQueryBuilder()
      .update()
      .set({ preferences: () => 'preferences || :change::jsonb' })
      .setParameter('change', JSON.stringify(next))
      .where('id = :id', { id: userId })
      .execute();
    return next;
  }
}

export class ProfileError extends UserInputError {
  override name = 'ProfileError';
}
