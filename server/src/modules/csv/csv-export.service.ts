import type { DataSource } from 'typeorm';
import { CSV_MESSAGES } from '../../../../core/src/csv/csv-errors';
import {
  CSV_DIALECT,
  type CsvFormatId,
  type ExportDialect,
} from '../../../../core/src/csv/csv-format';
import { buildExportLayout, exportDialect } from '../../../../core/src/csv/export-items';
import { exportText } from '../../../../core/src/csv/export-text';
import { CSV_FORMATS } from '../../../../core/src/csv/formats';
import {
  itemRepository,
  type ExportCursor,
  type ExportPage,
  type ExportPageRequest,
  type ExportScope,
} from '../../../../core/src/catalog/item-repository';
import type { Owner } from '../../../../core/src/owner/owner';
import { UnauthenticatedError } from '../../../../core/src/errors/domain-error';

/** Items read per query while an export streams. */
const PAGE_SIZE = 1000;

export interface CsvExport {
  fileName: string;
  /** Comma CSV, or a tab-delimited .txt for Amazon reports that came as one. */
  dialect: ExportDialect;
  /**
   * The file's text as UTF-8: the header row, then every item's rows, a page of items at a
   * time as the consumer pulls (exportText).
   */
  text: AsyncGenerator<Uint8Array>;
}

/**
 * CSV exports and templates. An export never holds the table: it pages through the owner's
 * items by (position, id) and yields rows as the HTTP response asks for them.
 */
export class CsvExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: { etsyWhenMade: string },
  ) {}

  /** SPEC §6: General, Amazon and Etsy exports need sign-in; Shopify's is open to guests. */
  checkAccess(owner: Owner, format: CsvFormatId): void {
    if (owner.kind === 'guest' && format !== 'shopify') {
      throw new UnauthenticatedError(CSV_MESSAGES.signInToExport);
    }
  }

  /** The export of the owner's items (in scope), or null when there is none to write. */
  async start(
    owner: Owner,
    formatId: CsvFormatId,
    scope: ExportScope = {},
    now = new Date(),
  ): Promise<CsvExport | null> {
    const format = CSV_FORMATS[formatId];
    const manager = this.dataSource.manager;
    // The export's last item first: what the two reads after it see includes it.
    const end = await itemRepository.exportEnd(manager, owner, scope);
    if (!end) return null;
    // Two connections, one query each, side by side.
    const [summary, headerSets] = await Promise.all([
      itemRepository.exportSummary(manager, owner, formatId, scope),
      itemRepository.sourceHeaderSets(manager, owner, formatId),
    ]);
    if (!summary || summary.total === 0) return null;
    // The first imported file (in table order) decides how the file is written.
    const first = headerSets[0];
    const dialect = exportDialect(
      format,
      first
        ? {
            delimiter: first.delimiter ?? undefined,
            quoted: first.quoted === null ? undefined : first.quoted === 'true',
            extension: first.extension ?? undefined,
          }
        : null,
    );
    const layout = buildExportLayout(
      format,
      headerSets.map((set) => set.headers),
      summary.other,
      { sourceOnly: dialect.delimiter === '\t', channelFields: summary.channelFields },
    );
    const headers = first?.headers ?? null;
    const text = exportText(
      {
        formatId,
        layout,
        dialect,
        etsyWhenMade: this.options.etsyWhenMade,
        headers,
        // Every item writes back its own rows, or no new item's rows depend on earlier ones.
        unordered: !summary.other || !format.export.newRowsFollowEarlier,
      },
      this.runs(owner, {
        format: formatId,
        limit: PAGE_SIZE,
        after: null,
        end,
        scope,
        headers,
        oneHeaderSet: headerSets.length <= 1,
        writeBackReads: format.export.writeBackReads,
      }),
    );
    const fileName = format.export
      .fileName(now.toISOString().slice(0, 10))
      .replace(/\.csv$/, dialect.extension);
    return { fileName, dialect, text };
  }

  template(formatId: CsvFormatId): { fileName: string; rows: string[][]; dialect: ExportDialect } {
    return {
      fileName: `${formatId}-template.csv`,
      dialect: CSV_DIALECT,
      rows: CSV_FORMATS[formatId].template({
        etsyWhenMade: this.options.etsyWhenMade,
        usedHandles: new Set(),
      }),
    };
  }

  // The next page is read while the exporter threads write this one: Postgres and the
  // writing overlap, one query at a time. Yields each run of items as Postgres wrote it.
  private async *runs(owner: Owner, first: ExportPageRequest): AsyncGenerator<string> {
    const read = (after: ExportCursor | null) =>
      itemRepository.exportPage(this.dataSource.manager, owner, { ...first, after });
    let next: Promise<ExportPage> | null = read(null);
    try {
      while (next) {
        const page: ExportPage = await next;
        next = page.count === first.limit && page.last ? read(page.last) : null;
        for (const run of page.runs) yield run.json;
      }
    } finally {
      // A download cut short: the page read ahead is not wanted.
      void next?.catch(() => undefined);
    }
  }
}
