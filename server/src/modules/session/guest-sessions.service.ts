import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { GUEST_GENERATION_LIMIT } from '../../../../core/src/billing/plans';
import { GuestSessionEntity } from '../../../../core/src/db/entities/guest-session.entity';
import type { Logger } from '../../../../core/src/logging/logger';
import { isUuid } from '../../../../core/src/owner/owner';
import { outageOf } from '../../../../core/src/process/dependency-outage';

// Refresh last_seen_at at most this often, so reads stay reads.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

const DAY_SECONDS = 24 * 3600;

export interface GuestFarmingGuard {
  redis: Redis;
  keyPrefix: string;
  /** New guest sessions per IP per day that still get the free generation. */
  freeSessionsPerIpPerDay: number;
  log: Logger;
}

/** Guest sessions: rows behind the signed guest cookie. */
export class GuestSessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly guard: GuestFarmingGuard,
  ) {}

  /**
   * A new guest session. Past the day's cap of new sessions from one IP, the session starts
   * with its free generation already used, so clearing cookies cannot farm free generations.
   */
  async create(ip: string): Promise<GuestSessionEntity> {
    const createdToday = await this.countNewSession(ip);
    const repository = this.dataSource.getRepository(GuestSessionEntity);
    return repository.save(
      repository.create({
        generationsUsed:
          createdToday > this.guard.freeSessionsPerIpPerDay ? GUEST_GENERATION_LIMIT : 0,
      }),
    );
  }

  // While Redis is away the count is unknown: the visitor still gets a session (and the free
  // generation), rather than an error page; the cap is a deterrent, not a lock.
  private async countNewSession(ip: string): Promise<number> {
    const key = `${this.guard.keyPrefix}:guests:new:ip:${ip}`;
    try {
      const results = await this.guard.redis
        .multi()
        .incr(key)
        .expire(key, DAY_SECONDS, 'NX')
        .exec();
      return Number(results?.[0]?.[1] ?? 0);
    } catch (error) {
      if (!outageOf(error)) throw error;
      this.guard.log.warn({ err: error }, 'guest session created without the per-IP count');
      return 0;
    }
  }

  /** The session if it exists; refreshes its last-seen time when stale. */
  async find(id: string): Promise<GuestSessionEntity | null> {
    if (!isUuid(id)) return null;
    const repository = this.dataSource.getRepository(GuestSessionEntity);
    const session = await repository.findOneBy({ id });
    if (session && Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await repository.update({ id }, { lastSeenAt: new Date() });
    }
    return session;
  }
}
