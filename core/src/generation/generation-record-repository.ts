import type { EntityManager } from 'typeorm';
import { ownerColumn, type Owner } from '../owner/owner';
import type { ChannelFields } from '../shared/channel-fields';

type Queryable = Pick<EntityManager, 'query'>;

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

/** A record of a page, with its created_at as Postgres' own text (for the cursor). */
export interface HistoryRecordRow extends HistoryRecord {
  /** created_at in UTC with microseconds, as the history cursor carries it. */
  cursorAt: string;
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

/** The raw counts behind history's statistics. */
export interface HistoryCounts {
  /** Successful generations, ever and in each window. */
  total: number;
  thisMonth: number;
  thisWeek: number;
  today: number;
  /** Mean length of the successful descriptions, in characters (0 with none). */
  avgLength: number;
  attempts: number;
  failed: number;
}

/** One generation to record (generation-writes.ts decides the values). */
export interface NewGenerationRecord extends Omit<HistoryRecord, 'id' | 'itemId' | 'createdAt'> {
  ownerUserId: string | null;
  ownerGuestId: string | null;
  itemId: string;
  batchId: string | null;
  /** Which of the versions written together it is (0: the first, or the only one). */
  variant: number;
  /** The marketplace fields written with the description; null when none were chosen. */
  channelFields: ChannelFields | null;
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
 * The SQL of generation_records: recording generations (inside the write's transaction),
 * the owner's history (pages, counts, statistics, deletes), moving a guest's history into an
 * account, and the operators' per-minute counts. Every owner's read is scoped to the owner.
 */
export const generationRecordRepository = {
  /**
   * Inserts one record per entry, in the order given (created_at follows it); answers each
   * entry's record id, or null where its (batch, item) already had one.
   */
  async insertMany(manager: Queryable, records: NewGenerationRecord[]): Promise<(string | null)[]> {
    const column = <T>(pick: (record: NewGenerationRecord) => T): T[] => records.map(pick);
    // The ordinal keeps each row paired with its entry; created_at follows the order given.
    const rows = await manager.query<{ ord: number; id: string }[]>(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[],
                              $6::text[], $7::text[], $8::int[], $9::text[], $10::text[],
                              $11::text[], $12::text[], $13::text[], $14::text[], $15::boolean[],
                              $16::jsonb[], $17::text[], $18::text[], $19::text[], $20::text[],
                              $21::jsonb[], $22::int[])
           WITH ORDINALITY AS v(owner_user_id, owner_guest_id, item_id, batch_id, item_name,
                                item_sku, description, character_count, writing_style, tone,
                                target_audience, industry, language, provider, fallback_used,
                                claim_warnings, outcome, error, revision, length_note,
                                channel_fields, variant, ord)),
       inserted AS (
         INSERT INTO generation_records (owner_user_id, owner_guest_id, item_id, batch_id,
                item_name, item_sku, description, character_count, writing_style, tone,
                target_audience, industry, language, provider, fallback_used, claim_warnings,
                outcome, error, revision, length_note, channel_fields, variant, created_at)
         SELECT owner_user_id, owner_guest_id, item_id, batch_id, item_name, item_sku,
                description, character_count, writing_style, tone, target_audience, industry,
                language, provider, fallback_used, claim_warnings, outcome, error, revision,
                length_note, channel_fields, variant, clock_timestamp()
           FROM input ORDER BY ord
         ON CONFLICT DO NOTHING
         RETURNING id, item_id, batch_id, variant)
       SELECT input.ord::int AS ord, inserted.id
         FROM inserted JOIN input ON input.item_id = inserted.item_id
          AND input.batch_id IS NOT DISTINCT FROM inserted.batch_id
          AND input.variant = inserted.variant`,
      [
        column((record) => record.ownerUserId),
        column((record) => record.ownerGuestId),
        column((record) => record.itemId),
        column((record) => record.batchId),
        column((record) => record.itemName),
        column((record) => record.itemSku),
        column((record) => record.description),
        column((record) => record.characterCount),
        column((record) => record.writingStyle),
        column((record) => record.tone),
        column((record) => record.targetAudience),
        column((record) => record.industry),
        column((record) => record.language),
        column((record) => record.provider),
        column((record) => record.fallbackUsed),
        column((record) => JSON.stringify(record.claimWarnings)),
        column((record) => record.outcome),
        column((record) => record.error),
        column((record) => record.revision),
        column((record) => record.lengthNote),
        column((record) => (record.channelFields ? JSON.stringify(record.channelFields) : null)),
        column((record) => record.variant),
      ],
    );
    const ids: (string | null)[] = records.map(() => null);
    for (const row of rows) ids[row.ord - 1] = row.id;
    return ids;
  },

  /** Takes records out again (generations the allowance had no unit for). */
  async deleteByIds(manager: Queryable, ids: string[]): Promise<void> {
    await manager.query('DELETE FROM generation_records WHERE id = ANY($1::uuid[])', [ids]);
  },

  /** The owner's records matching the filter, newest first, after the cursor. */
  async page(
    manager: Queryable,
    owner: Owner,
    filter: HistoryFilter,
    limit: number,
    after: { createdAt: string; id: string } | null,
  ): Promise<HistoryRecordRow[]> {
    const where = filterSql(owner, filter);
    const params = [...where.params];
    let keyset = '';
    if (after) {
      params.push(after.createdAt, after.id);
      keyset = ` AND (created_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
    }
    params.push(limit);
    const rows = await manager.query<RecordRow[]>(
      `SELECT ${SELECT_COLUMNS} FROM generation_records
        WHERE ${where.sql}${keyset}
        ORDER BY created_at DESC, id DESC
        LIMIT $${params.length}`,
      params,
    );
    return rows.map(toRecord);
  },

  /** How many of the owner's records match the filter. */
  async count(manager: Queryable, owner: Owner, filter: HistoryFilter): Promise<number> {
    const where = filterSql(owner, filter);
    const [{ count }] = await manager.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM generation_records WHERE ${where.sql}`,
      where.params,
    );
    return count;
  },

  /**
   * The owner's counts: successes ever, this month and today (from midnight in `timeZone`),
   * in the 7 days before `now`; mean successful length; attempts and failures.
   */
  async counts(
    manager: Queryable,
    owner: Owner,
    now: Date,
    timeZone: string,
  ): Promise<HistoryCounts> {
    const where = filterSql(owner, {});
    const n = where.params.length;
    const [row] = await manager.query<
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
      [...where.params, now, timeZone],
    );
    return {
      total: row.total,
      thisMonth: row.this_month,
      thisWeek: row.this_week,
      today: row.today,
      avgLength: row.avg_length,
      attempts: row.attempts,
      failed: row.failed,
    };
  },

  /** Deletes the owner's record; answers whether there was one. */
  async deleteOwned(manager: Queryable, owner: Owner, id: string): Promise<boolean> {
    const where = filterSql(owner, {});
    const deleted = await manager.query<[unknown[], number]>(
      `DELETE FROM generation_records WHERE id = $${where.params.length + 1} AND ${where.sql} RETURNING id`,
      [...where.params, id],
    );
    return deleted[1] !== 0;
  },

  /** Deletes the owner's whole history; answers how many records went. */
  async deleteAllOwned(manager: Queryable, owner: Owner): Promise<number> {
    const where = filterSql(owner, {});
    const deleted = await manager.query<[unknown[], number]>(
      `DELETE FROM generation_records WHERE ${where.sql}`,
      where.params,
    );
    return deleted[1];
  },

  /** A guest's history joins the account (inside the sign-in's transaction). */
  async moveGuestToUser(manager: Queryable, guestSessionId: string, userId: string): Promise<void> {
    await manager.query(
      `UPDATE generation_records SET owner_user_id = $2, owner_guest_id = NULL WHERE owner_guest_id = $1`,
      [guestSessionId, userId],
    );
  },

  /** Generations that succeeded and failed in the last minute, every owner together. */
  async lastMinute(manager: Queryable): Promise<{ succeeded: number; failed: number }> {
    const [row] = await manager.query<{ per_minute: number; failed_per_minute: number }[]>(
      `SELECT
         (SELECT count(*) FROM generation_records
           WHERE created_at > now() - interval '1 minute' AND outcome = 'success')::int AS per_minute,
         (SELECT count(*) FROM generation_records
           WHERE created_at > now() - interval '1 minute' AND outcome = 'failed')::int AS failed_per_minute`,
    );
    return { succeeded: row.per_minute, failed: row.failed_per_minute };
  },
};

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

function toRecord(row: RecordRow): HistoryRecordRow {
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
    cursorAt: row.cursor_at,
  };
}
