import { randomBytes } from 'node:crypto';
import { IsNull, type DataSource } from 'typeorm';
import { hashToken } from '../../../../core/src/accounts/token-hash';
import { ApiTokenEntity } from '../../../../core/src/db/entities/api-token.entity';
import { SubscriptionEntity } from '../../../../core/src/db/entities/subscription.entity';
import { isUuid } from '../../../../core/src/owner/owner';
import {
  ForbiddenError,
  NotFoundError,
  UserInputError,
} from '../../../../core/src/errors/domain-error';

const TOKEN_PREFIX = 'qc_';
const MAX_TOKENS_PER_USER = 20;
// Write last_used_at at most this often, so authenticated reads stay cheap.
const TOUCH_INTERVAL_MS = 60_000;

/** Personal API tokens (Business): shown once at creation, stored as SHA-256. */
export class ApiTokensService {
  constructor(private readonly dataSource: DataSource) {}

  list(userId: string): Promise<ApiTokenEntity[]> {
    return this.dataSource.getRepository(ApiTokenEntity).find({
      where: { userId, revokedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
  }

  async create(userId: string, name: string): Promise<{ token: string; apiToken: ApiTokenEntity }> {
    const label = name.trim();
    if (!label || label.length > 80)
      throw new UserInputError('Give the token a name of 1 to 80 characters');
    const subscription = await this.dataSource
      .getRepository(SubscriptionEntity)
      .findOneBy({ userId });
    if (subscription?.plan !== 'business') {
      throw new ForbiddenError('API tokens come with the Business plan');
    }
    if ((await this.list(userId)).length >= MAX_TOKENS_PER_USER) {
      throw new UserInputError(
        `You can have at most ${MAX_TOKENS_PER_USER} tokens; revoke one first`,
      );
    }
    const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const repository = this.dataSource.getRepository(ApiTokenEntity);
    const apiToken = await repository.save(
      repository.create({
        userId,
        name: label,
        tokenHash: hashToken(token),
        tokenPrefix: token.slice(0, 10),
      }),
    );
    return { token, apiToken };
  }

  async revoke(userId: string, id: string): Promise<string> {
    if (!isUuid(id)) throw new NotFoundError('API token');
    const result = await this.dataSource
      .getRepository(ApiTokenEntity)
      .createQueryBuilder()
      .update()
      .set({ revokedAt: () => 'now()' })
      .where('id = :id AND user_id = :userId AND revoked_at IS NULL', { id, userId })
      .execute();
    if (!result.affected) throw new NotFoundError('API token');
    return id;
  }

  /** The user a bearer token stands for, or null when it is unknown or revoked. */
  async authenticate(token: string): Promise<string | null> {
    if (!token.startsWith(TOKEN_PREFIX)) return null;
    const repository = this.dataSource.getRepository(ApiTokenEntity);
    const found = await repository.findOneBy({ tokenHash: hashToken(token) });
    if (!found || found.revokedAt) return null;
    if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await repository.update({ id: found.id }, { lastUsedAt: new Date() });
    }
    return found.userId;
  }
}
