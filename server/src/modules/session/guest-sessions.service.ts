import type { DataSource } from 'typeorm';
import { GuestSessionEntity } from '../../../../core/src/db/entities/guest-session.entity';
import { isUuid } from '../../../../core/src/owner/owner';

// Refresh last_seen_at at most this often, so reads stay reads.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** Guest sessions: rows behind the signed guest cookie. */
export class GuestSessionsService {
  constructor(private readonly dataSource: DataSource) {}

  async create(): Promise<GuestSessionEntity> {
    const repository = this.dataSource.getRepository(GuestSessionEntity);
    return repository.save(repository.create({}));
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
