import type { DataSource } from 'typeorm';
import {
  decodeHistoryCursor,
  encodeHistoryCursor,
} from '../../../../core/src/history/history-cursor';
import { HISTORY_EXPORT_LIMIT } from '../../../../core/src/history/history-csv';
import { isValidTimeZone } from '../../../../core/src/history/time-zone';
import { isUuid, ownerColumn, type Owner } from '../../../../core/src/owner/owner';
import { NotFoundError, UserInputError } from '../../../../core/src/errors/domain-error';

export const HISTORY_MAX_PAGE_SIZE = 200;
const SEARCH_MAX_LENGTH = 200;
const EXPORT_BATCH = 1_000;

export type HistoryOutcome = 'success' | 'failed';

/** One generation record as history shows it. */
export interface HistoryRecord {
  id: string;
  itemId: string | null;
  itemName: string;
  itemSku: string;
  description: string;
  characterCount: number;
  writingStyle: string;
  tone: string;
  targetAudience: string;
  industry: string;
  language: string;
  provider: string | null;
  fallbackUsed: boolean;
  claimWarnings: string[];
  revision: 'kept' | 'discarded' | null;
  lengthNote: string | null;
  outcome: HistoryOutcome;
  error: string | null;
  createdAt: Date;
}

export interface HistoryFilter {
  /** Part of the item name or SKU, any case. */
  search?: string | null;
  /** Records created at or after this instant. */
  from?: Date | null;
  /** Records created before this instant. */
  to?: Date | null;
  outcome?: HistoryOutcome | null;
}

export interface HistoryPage {
  nodes: HistoryRecord[];
  endCursor: string | null;
  hasNextPage: boolean;
  /** Records matching the filter. */
  totalCount: number;
}

export interface HistoryStats {
  /** Successful generations, ever and in each window. */
  total: number;
  thisMonth: number;
  thisWeek: number;
  today: number;
  /** Mean length of the successful descriptions, in characters (0 with none). */
  avgLength: number;
  attempts: number;
  failed: number;
  /** Percentage of attempts that succeeded, one decimal; null before the first attempt. */
  successRate: number | null;
}

interface RecordRow {
  id: string;
  item_id: string | null;
  item_name: string;
  item_sku: string;
  description: string;
  character_count: number;
  writing_style: string;
  tone: string;
  target_audience: string;
  industry: string;
  language: string;
  provider: string | null;
  fallback_used: boolean;
  claim_warnings: string[];
  revision: 'kept' | 'discarded' | null;
  length_note: string | null;
  outcome: HistoryOutcome;
  error: string | null;
  created_at: Date;
  cursor_at: string;
}

const SELECT_COLUMNS = `id, item_id, item_name, item_sku, description, character_count, writing_style,
  tone, target_audience, industry, language, provider, fallback_used, claim_warnings, revision, length_note, outcome, error,
  created_at, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at`;

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
    const where = filterSql(owner, checkedFilter(filter));
    const [rows, [{ count }]] = await Promise.all([
      this.page(where, first + 1, after),
      this.dataSource.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM generation_records WHERE ${where.sql}`,
        where.params,
      ),
    ]);
    const hasNextPage = rows.length > first;
    const nodes = hasNextPage ? rows.slice(0, first) : rows;
    const last = nodes.at(-1);
    return {
      nodes: nodes.map(toRecord),
      hasNextPage,
      endCursor: last ? encodeHistoryCursor({ createdAt: last.cursor_at, id: last.id }) : null,
      totalCount: count,
    };
  }

  /**
   * Statistics over the whole history. "This month" and "today" start at midnight in the
   * seller's time zone; "this week" is the last 7 days.
   */
  async stats(owner: Owner, timeZone = 'UTC'): Promise<HistoryStats> {
    if (!isValidTimeZone(timeZone)) throw new UserInputError(`Unknown time zone: ${timeZone}`);
    const where = filterSql(owner, {});
    const n = where.params.length;
    const [row] = await this.dataSource.query<
      {
        total: number;
        this_month: number;
        this_week: number;
        today: number;
        avg_length: number;
        attempts: number;
        failed: number;
      }[]
    >(
      `WITH bounds AS (
         SELECT date_trunc('month', $${n + 1}::timestamptz AT TIME ZONE $${n + 2}) AT TIME ZONE $${n + 2} AS month_start,
                $${n + 1}::timestamptz - interval '7 days' AS week_start,
                date_trunc('day', $${n + 1}::timestamptz AT TIME ZONE $${n + 2}) AT TIME ZONE $${n + 2} AS day_start)
       SELECT count(*) FILTER (WHERE outcome = 'success')::int AS total,
              count(*) FILTER (WHERE outcome = 'success' AND created_at >= bounds.month_start)::int AS this_month,
              count(*) FILTER (WHERE outcome = 'success' AND created_at >= bounds.week_start)::int AS this_week,
              count(*) FILTER (WHERE outcome = 'success' AND created_at >= bounds.day_start)::int AS today,
              COALESCE(round(avg(char_length(description)) FILTER (WHERE outcome = 'success')), 0)::int AS avg_length,
              count(*)::int AS attempts,
              count(*) FILTER (WHERE outcome = 'failed')::int AS failed
         FROM generation_records, bounds
        WHERE ${where.sql}`,
      [...where.params, this.now(), timeZone],
    );
    const succeeded = row.attempts - row.failed;
    return {
      total: row.total,
      thisMonth: row.this_month,
      thisWeek: row.this_week,
      today: row.today,
      avgLength: row.avg_length,
      attempts: row.attempts,
      failed: row.failed,
      successRate: row.attempts === 0 ? null : Math.round((succeeded * 1000) / row.attempts) / 10,
    };
  }

  /** Deletes one record; answers its id. */
  async deleteOne(owner: Owner, id: string): Promise<string> {
    if (!isUuid(id)) throw new NotFoundError('History record');
    const where = filterSql(owner, {});
    const deleted = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM generation_records WHERE id = $${where.params.length + 1} AND ${where.sql} RETURNING id`,
      [...where.params, id],
    );
    if (deleted[1] === 0) throw new NotFoundError('History record');
    return id;
  }

  /** Deletes the owner's whole history; answers how many records went. */
  async deleteAll(owner: Owner): Promise<number> {
    const where = filterSql(owner, {});
    const deleted = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM generation_records WHERE ${where.sql}`,
      where.params,
    );
    return deleted[1];
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
    const where = filterSql(owner, { ...checkedFilter(filter), outcome: 'success' });
    let after: string | null = null;
    let left = limit;
    while (left > 0) {
      const rows = await this.page(where, Math.min(EXPORT_BATCH, left), after);
      if (rows.length === 0) return;
      yield rows.map(toRecord);
      left -= rows.length;
      const last = rows[rows.length - 1];
      after = encodeHistoryCursor({ createdAt: last.cursor_at, id: last.id });
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  /** How many successful records match the filter (the export's total before the cap). */
  async countExportable(
    owner: Owner,
    filter: Omit<HistoryFilter, 'outcome'> = {},
  ): Promise<number> {
    const where = filterSql(owner, { ...checkedFilter(filter), outcome: 'success' });
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM generation_records WHERE ${where.sql}`,
      where.params,
    );
    return count;
  }

  private async page(
    where: { sql: string; params: unknown[] },
    limit: number,
    after?: string | null,
  ): Promise<RecordRow[]> {
    const params = [...where.params];
    let keyset = '';
    if (after) {
      const cursor = decodeHistoryCursor(after);
      if (!cursor || !isUuid(cursor.id)) throw new UserInputError('Invalid cursor');
      params.push(cursor.createdAt, cursor.id);
      keyset = ` AND (created_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
    }
    params.push(limit);
    return this.dataSource.query<RecordRow[]>(
      `SELECT ${SELECT_COLUMNS} FROM generation_records
        WHERE ${where.sql}${keyset}
        ORDER BY created_at DESC, id DESC
        LIMIT $${params.length}`,
      params,
    );
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

// The owner's rows matching the filter, as a WHERE clause with positional parameters.
function filterSql(owner: Owner, filter: HistoryFilter): { sql: string; params: unknown[] } {
  const { column, id } = ownerColumn(owner);
  const params: unknown[] = [id];
  const clauses = [`${column} = $1`];
  if (filter.search) {
    params.push(`%${escapeLike(filter.search)}%`);
    clauses.push(
      `(item_name ILIKE $${params.length} ESCAPE '\\' OR item_sku ILIKE $${params.length} ESCAPE '\\')`,
    );
  }
  if (filter.from) {
    params.push(filter.from);
    clauses.push(`created_at >= $${params.length}`);
  }
  if (filter.to) {
    params.push(filter.to);
    clauses.push(`created_at < $${params.length}`);
  }
  if (filter.outcome) {
    params.push(filter.outcome);
    clauses.push(`outcome = $${params.length}`);
  }
  return { sql: clauses.join(' AND '), params };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function toRecord(row: RecordRow): HistoryRecord {
  return {
    id: row.id,
    itemId: row.item_id,
    itemName: row.item_name,
    itemSku: row.item_sku,
    description: row.description,
    characterCount: row.character_count,
    writingStyle: row.writing_style,
    tone: row.tone,
    targetAudience: row.target_audience,
    industry: row.industry,
    language: row.language,
    provider: row.provider,
    fallbackUsed: row.fallback_used,
    claimWarnings: row.claim_warnings,
    revision: row.revision,
    lengthNote: row.length_note,
    outcome: row.outcome,
    error: row.error,
    createdAt: row.created_at,
  };
}
