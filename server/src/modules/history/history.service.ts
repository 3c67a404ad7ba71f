import type { DataSource } from 'typeorm';
import {
  decodeHistoryCursor,
  encodeHistoryCursor,
} from '../../../../core/src/history/history-cursor';
import { HISTORY_EXPORT_LIMIT } from '../../../../core/src/history/history-csv';
import { isValidTimeZone } from '../../../../core/src/history/time-zone';
import {
  generationRecordRepository,
  type HistoryCounts,
  type HistoryFilter,
  type HistoryOutcome,
  type HistoryRecord,
  type HistoryRecordRow,
} from '../../../../core/src/generation/generation-record-repository';
import { isUuid, type Owner } from '../../../../core/src/owner/owner';
import { NotFoundError, UserInputError } from '../../../../core/src/errors/domain-error';

export const HISTORY_MAX_PAGE_SIZE = 200;
const SEARCH_MAX_LENGTH = 200;
const EXPORT_BATCH = 1_000;

export type { HistoryFilter, HistoryOutcome, HistoryRecord };

export interface HistoryPage {
  nodes: HistoryRecord[];
  endCursor: string | null;
  hasNextPage: boolean;
  /** Records matching the filter. */
  totalCount: number;
}

export interface HistoryStats extends HistoryCounts {
  /** Percentage of attempts that succeeded, one decimal; null before the first attempt. */
  successRate: number | null;
}

/**
 * The owner's generation history (SPEC §3, §7): newest first, searchable, filterable by date,
 * deletable, exportable, with statistics computed from the recorded outcomes. Every query is
 * scoped to the owner: another owner's record id matches nothing.
 */
export class HistoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(
    owner: Owner,
    first: number,
    after?: string | null,
    filter: HistoryFilter = {},
  ): Promise<HistoryPage> {
    if (!Number.isInteger(first) || first < 1 || first > HISTORY_MAX_PAGE_SIZE) {
      throw new UserInputError(`first must be between 1 and ${HISTORY_MAX_PAGE_SIZE}`);
    }
    const where = checkedFilter(filter);
    const [rows, count] = await Promise.all([
      this.page(owner, where, first + 1, after),
      generationRecordRepository.count(this.dataSource.manager, owner, where),
    ]);
    const hasNextPage = rows.length > first;
    const nodes = hasNextPage ? rows.slice(0, first) : rows;
    const last = nodes.at(-1);
    return {
      nodes: nodes.map(toRecord),
      hasNextPage,
      endCursor: last ? encodeHistoryCursor({ createdAt: last.cursorAt, id: last.id }) : null,
      totalCount: count,
    };
  }

  /**
   * Statistics over the whole history. "This month" and "today" start at midnight in the
   * seller's time zone; "this week" is the last 7 days.
   */
  async stats(owner: Owner, timeZone = 'UTC'): Promise<HistoryStats> {
    if (!isValidTimeZone(timeZone)) throw new UserInputError(`Unknown time zone: ${timeZone}`);
    const counts = await generationRecordRepository.counts(
      this.dataSource.manager,
      owner,
      this.now(),
      timeZone,
    );
    const { attempts, failed } = counts;
    return {
      ...counts,
      successRate: attempts === 0 ? null : Math.round(((attempts - failed) * 1000) / attempts) / 10,
    };
  }

  /** Deletes one record; answers its id. */
  async deleteOne(owner: Owner, id: string): Promise<string> {
    if (!isUuid(id)) throw new NotFoundError('History record');
    const deleted = await generationRecordRepository.deleteOwned(
      this.dataSource.manager,
      owner,
      id,
    );
    if (!deleted) throw new NotFoundError('History record');
    return id;
  }

  /** Deletes the owner's whole history; answers how many records went. */
  async deleteAll(owner: Owner): Promise<number> {
    return generationRecordRepository.deleteAllOwned(this.dataSource.manager, owner);
  }

  /**
   * The successful records matching the filter, newest first, at most `limit` (the export's
   * 10,000), read in batches so a long history never sits whole in memory.
   */
  async *exportRecords(
    owner: Owner,
    filter: Omit<HistoryFilter, 'outcome'> = {},
    limit = HISTORY_EXPORT_LIMIT,
  ): AsyncGenerator<HistoryRecord[]> {
    const where: HistoryFilter = { ...checkedFilter(filter), outcome: 'success' };
    let after: string | null = null;
    let left = limit;
    while (left > 0) {
      const rows = await this.page(owner, where, Math.min(EXPORT_BATCH, left), after);
      if (rows.length === 0) return;
      yield rows.map(toRecord);
      left -= rows.length;
      const last = rows[rows.length - 1];
      after = encodeHistoryCursor({ createdAt: last.cursorAt, id: last.id });
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  /** How many successful records match the filter (the export's total before the cap). */
  async countExportable(
    owner: Owner,
    filter: Omit<HistoryFilter, 'outcome'> = {},
  ): Promise<number> {
    return generationRecordRepository.count(this.dataSource.manager, owner, {
      ...checkedFilter(filter),
      outcome: 'success',
    });
  }

  private async page(
    owner: Owner,
    filter: HistoryFilter,
    limit: number,
    after?: string | null,
  ): Promise<HistoryRecordRow[]> {
    let cursor: { createdAt: string; id: string } | null = null;
    if (after) {
      cursor = decodeHistoryCursor(after);
      if (!cursor || !isUuid(cursor.id)) throw new UserInputError('Invalid cursor');
    }
    return generationRecordRepository.page(this.dataSource.manager, owner, filter, limit, cursor);
  }
}

function checkedFilter(filter: HistoryFilter): HistoryFilter {
  const search = filter.search?.trim() ?? '';
  if (search.length > SEARCH_MAX_LENGTH) {
    throw new UserInputError(`Search must be at most ${SEARCH_MAX_LENGTH} characters`);
  }
  for (const [name, value] of [
    ['from', filter.from],
    ['to', filter.to],
  ] as const) {
    if (value && Number.isNaN(value.getTime())) throw new UserInputError(`Invalid ${name} date`);
  }
  if (filter.from && filter.to && filter.from > filter.to) {
    throw new UserInputError('The start date must be before the end date');
  }
  return { ...filter, search };
}

// What history shows of a record (the cursor text stays behind).
function toRecord({ cursorAt: _cursorAt, ...record }: HistoryRecordRow): HistoryRecord {
  return record;
}
