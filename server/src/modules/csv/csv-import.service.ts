import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { GUEST_LIMIT_MESSAGE, getUsage } from '../../../../core/src/billing/usage-ledger';
import { CSV_MESSAGES } from '../../../../core/src/csv/csv-errors';
import type { CsvFormatId, ShopifyMapping } from '../../../../core/src/csv/csv-format';
import { QuotaExceededError, UnauthenticatedError } from '../../../../core/src/errors/domain-error';
import { openCsv } from '../../../../core/src/csv/csv-reader';
import { CSV_FORMATS, checkFileName } from '../../../../core/src/csv/formats';
import { ThreadedCsvImport } from '../../../../core/src/csv/threaded-import';
import { inspectCsv, type InspectResult } from '../../../../core/src/csv/inspect';
import { itemRepository, POSITION_STEP } from '../../../../core/src/catalog/item-repository';
import type { Logger } from '../../../../core/src/logging/logger';
import { ownerKey, type Owner } from '../../../../core/src/owner/owner';
import type { CsvImportResult } from '../../../../core/src/shared/csv-formats';
import { StagedItemWriter } from './staged-item-writer';

export interface CsvLimits {
  maxBytes: number;
  maxRows: number;
}

/** An import of at least this many items refreshes the table's statistics afterwards. */
const ANALYZE_AFTER_ITEMS = 1000;

/**
 * CSV imports: the body streams through the CSV importer thread, which reads it as the format
 * says (ThreadedCsvImport), and its items reach Postgres by COPY in chunks (StagedItemWriter),
 * all inside one transaction, so a file with any error (or a dropped connection) leaves
 * nothing behind.
 */
export class CsvImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: CsvLimits,
    private readonly log?: Logger,
  ) {}

  /**
   * SPEC §6: General, Amazon and Etsy imports need sign-in; a guest may import a Shopify file
   * until their one generation is used.
   */
  async checkAccess(owner: Owner, format: CsvFormatId): Promise<void> {
    if (owner.kind === 'user') return;
    if (format !== 'shopify') throw new UnauthenticatedError(CSV_MESSAGES.signInToImport);
    const usage = await getUsage(this.dataSource, owner);
    if (usage.remaining <= 0) throw new QuotaExceededError(GUEST_LIMIT_MESSAGE);
  }

  inspect(
    prefix: Uint8Array,
    format: CsvFormatId,
    fileName: string | undefined,
  ): Promise<InspectResult> {
    return inspectCsv(prefix, CSV_FORMATS[format], fileName);
  }

  async import(
    owner: Owner,
    formatId: CsvFormatId,
    body: Readable,
    options: { fileName?: string; mapping?: ShopifyMapping | null },
  ): Promise<CsvImportResult> {
    const format = CSV_FORMATS[formatId];
    checkFileName(format, options.fileName);
    const document = await openCsv(body, { maxBytes: this.limits.maxBytes });
    let result: CsvImportResult;
    try {
      result = await this.dataSource.transaction(async (manager) => {
        // One import per owner at a time: positions and the duplicate check stay consistent.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `csv-import:${ownerKey(owner)}`,
        ]);
        const importer = new ThreadedCsvImport(document, {
          format: formatId,
          mapping: formatId === 'shopify' ? (options.mapping ?? null) : null,
          maxRows: this.limits.maxRows,
          existingSkus: await itemRepository.skus(manager, owner),
          fileName: options.fileName,
        });
        const writer = await StagedItemWriter.open(manager, owner, {
          format: formatId,
          after: await itemRepository.lastPosition(manager, owner),
          step: POSITION_STEP,
        });
        try {
          for await (const item of importer.items()) await writer.add(item);
          await writer.finish();
        } finally {
          // Whatever happens, the chunk in Postgres finishes before the transaction ends.
          await writer.settle().catch(() => undefined);
        }
        const itemIds = writer.ids;
        return {
          imported: itemIds.length,
          duplicatesSkipped: importer.duplicatesSkipped,
          warnings: importer.warnings,
          itemIds,
        };
      });
    } finally {
      document.release();
    }
    if (result.imported >= ANALYZE_AFTER_ITEMS) {
      // After the answer: the seller's next page read is planned for the table it now has.
      itemRepository
        .refreshOwnerStatistics(this.dataSource.manager)
        .catch((error: unknown) =>
          this.log?.warn({ err: error }, 'could not refresh the item statistics after an import'),
        );
    }
    return result;
  }
}
