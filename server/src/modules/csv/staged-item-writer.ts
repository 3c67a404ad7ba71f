import { randomUUID } from 'node:crypto';
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';
import type { CsvFormatId, StagedItem } from '../../../../core/src/csv/csv-format';
import { ownerColumns, type Owner } from '../../../../core/src/owner/owner';
import { BinaryCopyRows } from './copy-binary';

/** Items per COPY into the staging table (each then moved into `items` by one statement). */
const CHUNK_ITEMS = 1000;
/** A chunk also closes at this many bytes, so a file of long rows stays within memory. */
const CHUNK_BYTES = 4 * 1024 * 1024;

export interface StagedItemWriterOptions {
  format: CsvFormatId;
  /** The owner's last position: new items go after it, `step` apart. */
  after: number;
  step: number;
}

type Outcome = { ok: true } | { ok: false; error: unknown };

/**
 * Writes imported items inside the import's transaction: each chunk reaches Postgres by
 * `COPY … FROM STDIN` in the binary format (nothing to escape) into a temporary staging table
 * (dropped at commit, gone with a rollback), and one INSERT … SELECT moves it into `items`
 * with the owner and positions. One
 * chunk is in Postgres while the next is being parsed, so reading the file and writing it
 * overlap; a chunk is written whole at once, so no statement waits on the upload.
 */
export class StagedItemWriter {
  /** The new items' ids, in file order. */
  readonly ids: string[] = [];
  private chunk = new BinaryCopyRows();
  private count = 0;
  private inFlight: Promise<Outcome> | null = null;
  /**
   * The `source_rows` every item of a file has (its header row, delimiter, quoting and name
   * ending; one object, StagedItem.source), as the first item had it: sent once per chunk as
   * a parameter rather than parsed by Postgres for each item (bench:csv: half the bytes of a
   * Shopify import's COPY).
   */
  private shared: { source: StagedItem['source']; json: string } | null = null;

  private constructor(
    private readonly client: PoolClient,
    private readonly owner: Owner,
    private readonly options: StagedItemWriterOptions,
  ) {}

  /** Creates the staging table on the transaction's connection. */
  static async open(
    manager: EntityManager,
    owner: Owner,
    options: StagedItemWriterOptions,
  ): Promise<StagedItemWriter> {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) throw new Error('StagedItemWriter needs a transaction');
    const client = (await runner.connect()) as PoolClient;
    // Source rows are stored compressed; lz4 does it several times faster than pglz (the
    // default), so where the server has it this import's rows use it (readers need nothing).
    const [{ lz4 }] = (
      await client.query<{ lz4: boolean }>(
        `SELECT coalesce('lz4' = ANY(enumvals), false) AS lz4
           FROM pg_settings WHERE name = 'default_toast_compression'`,
      )
    ).rows;
    if (lz4) await client.query(`SET LOCAL default_toast_compression = 'lz4'`);
    await client.query(
      `CREATE TEMPORARY TABLE import_staging (
         id uuid NOT NULL, ord integer NOT NULL, name text NOT NULL, sku text NOT NULL,
         details text NOT NULL, price text NOT NULL, notes text NOT NULL,
         description text NOT NULL, source_rows jsonb, source_cells json NOT NULL
       ) ON COMMIT DROP`,
    );
    return new StagedItemWriter(client, owner, options);
  }

  /** Adds an item; resolves at once unless the previous chunk is still being written. */
  async add(item: StagedItem): Promise<void> {
    const id = randomUUID();
    this.ids.push(id);
    this.count += 1;
    // The source rows (ItemSourceRows): the header row and the rest (the file's delimiter,
    // quoting and name ending) as jsonb, NULL when they are the file's shared ones; the item's
    // own rows as json, which a binary COPY takes as its text.
    this.shared ??= { source: item.source, json: JSON.stringify(item.source) };
    this.chunk
      .row(10)
      .uuid(id)
      .int4(this.count)
      .text(item.name)
      .text(item.sku)
      .text(item.details)
      .text(item.price)
      .text(item.notes)
      .text(item.description);
    if (item.source === this.shared.source) this.chunk.null();
    else this.chunk.jsonb(JSON.stringify(item.source));
    this.chunk.text(item.rowsJson);
    if (this.chunk.rows >= CHUNK_ITEMS || this.chunk.byteLength >= CHUNK_BYTES) await this.flush();
  }

  /** Writes what is left and waits until every item is in `items`. */
  async finish(): Promise<void> {
    if (this.chunk.rows > 0) await this.flush();
    await this.settle();
  }

  /** Waits for the chunk in Postgres (if any); rethrows its error. */
  async settle(): Promise<void> {
    if (!this.inFlight) return;
    const outcome = await this.inFlight;
    this.inFlight = null;
    if (!outcome.ok) throw outcome.error;
  }

  private async flush(): Promise<void> {
    const bytes = this.chunk.finish();
    this.chunk = new BinaryCopyRows(bytes.length);
    await this.settle();
    this.inFlight = this.write(bytes).then(
      (): Outcome => ({ ok: true }),
      (error: unknown): Outcome => ({ ok: false, error }),
    );
  }

  private async write(bytes: Buffer): Promise<void> {
    const copy = this.client.query(
      copyFrom(
        `COPY import_staging (id, ord, name, sku, details, price, notes, description, source_rows,
                              source_cells)
           FROM STDIN (FORMAT binary)`,
      ),
    );
    const done = finished(copy);
    copy.end(bytes);
    await done;
    const { ownerUserId, ownerGuestId } = ownerColumns(this.owner);
    await this.client.query(
      `INSERT INTO items (id, owner_user_id, owner_guest_id, position, name, sku, details, price,
                          notes, description, source_format, source_rows, source_cells)
       SELECT id, $1::uuid, $2::uuid, $3::float8 + ord * $4::float8, name, sku, details, price,
              notes, description, $5, coalesce(source_rows, $6::jsonb), source_cells
         FROM import_staging`,
      [
        ownerUserId,
        ownerGuestId,
        this.options.after,
        this.options.step,
        this.options.format,
        this.shared?.json ?? null,
      ],
    );
    await this.client.query('TRUNCATE import_staging');
  }
}
