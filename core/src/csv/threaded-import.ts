import type { MessagePort } from 'node:worker_threads';
import type { StoredSourceRows } from '../db/entities/item.entity';
import { JobThread, moduleThread, throughThread } from '../process/job-thread';
import { CsvImportError } from './csv-errors';
import type {
  CsvFormatId,
  ImportedItem,
  ItemFieldsDraft,
  ShopifyMapping,
  StagedItem,
} from './csv-format';
import { parseFailure, type CsvDocument, type CsvRecord } from './csv-reader';
import type { CsvDialect } from './dialect';
import { CSV_FORMATS } from './formats';
import { CsvImport } from './import-items';
import { CsvPieceParser } from './record-parser';

/** What ThreadedCsvImport is told: CsvImportOptions, as plain data. */
export interface ThreadedImportOptions {
  format: CsvFormatId;
  mapping: ShopifyMapping | null;
  maxRows: number;
  /** The owner's SKUs: rows with one of them are dropped (SPEC §5). */
  existingSkus: Iterable<string>;
  timestamp?: number;
  fileName?: string;
}

/** An item as it crosses back: its fields and its rows' JSON text. */
interface ItemOnTheWire extends ItemFieldsDraft {
  rowsJson: string;
  /**
   * With the file's first item only: the file's header row and dialect, which every item of a
   * file shares (CsvImport reads one header row per file).
   */
  source?: StoredSourceRows;
}

/** The answer to one piece of text (or, `done`, to the end of the file). */
interface ImportPiece {
  items: ItemOnTheWire[];
  /** With `done`: what the whole import came to. */
  summary?: { duplicatesSkipped: number; warnings: string[] };
  /** With `done`: the file is refused, with the catalogue's message and the problems. */
  failure?: { message: string; errors: string[] };
}

type ImportMessage =
  | ({ id: number; type: 'open' } & Omit<ThreadedImportOptions, 'existingSkus'> & {
        existingSkus: string[];
        dialect: CsvDialect;
        blank: boolean;
      })
  | { id: number; type: 'text'; text: string }
  | { id: number; type: 'end' }
  | { id: number; type: 'close' };

const importer = new JobThread<ImportPiece>('CSV importer', () =>
  moduleThread(__filename, 'import-thread'),
);

/** Pieces of text sent to the importer at most this many ahead of the items read back. */
const AHEAD = 3;

/**
 * A CSV import whose reading runs in the importer thread: fast-csv's parse, each row checked
 * and grouped, the items made (CsvImport, with the owner's SKUs sent along), each item's rows
 * written as JSON. This thread reads the upload, sends its text on, and writes the items it
 * gets back to Postgres; the two overlap. The items, errors, warnings and duplicates are
 * CsvImport's: the same class reads the same records, there.
 */
export class ThreadedCsvImport {
  /** Set once `items()` has ended. */
  duplicatesSkipped = 0;
  /** Set once `items()` has ended. */
  warnings: string[] = [];

  constructor(
    private readonly document: CsvDocument,
    private readonly options: ThreadedImportOptions,
  ) {}

  async *items(): AsyncGenerator<StagedItem> {
    const job = importer.open();
    const { existingSkus, ...options } = this.options;
    job.post({
      type: 'open',
      ...options,
      existingSkus: [...existingSkus],
      dialect: this.document.dialect,
      blank: this.document.blank,
    });
    const replies = throughThread(
      job,
      this.document.pieces(),
      (text) => ({ type: 'text', text }),
      AHEAD,
    );
    let source: StoredSourceRows | null = null;
    for await (const reply of replies) {
      if (reply.failure) throw new CsvImportError(reply.failure.message, reply.failure.errors);
      for (const { rowsJson, source: first, ...fields } of reply.items) {
        source = first ?? source;
        yield { ...fields, source: source as StoredSourceRows, rowsJson };
      }
      if (reply.summary) {
        this.duplicatesSkipped = reply.summary.duplicatesSkipped;
        this.warnings = reply.summary.warnings;
      }
    }
  }
}

/** One import job on the importer thread's side: its pieces of text as they arrive. */
class ImportJob {
  private readonly pieces: (string | null)[] = [];
  private waiting: (() => void) | null = null;
  private closed = false;
  private items: ItemOnTheWire[] = [];
  private sourceSent = false;

  constructor(
    private readonly reply: (piece: ImportPiece & { done?: true }) => void,
    private readonly options: Extract<ImportMessage, { type: 'open' }>,
  ) {}

  /** A piece of text, or null for the end of the file. */
  push(piece: string | null): void {
    this.pieces.push(piece);
    this.wake();
  }

  close(): void {
    this.closed = true;
    this.wake();
  }

  async run(): Promise<void> {
    const { options } = this;
    const existing = new Set(options.existingSkus);
    const reading = new CsvImport(
      { dialect: options.dialect, blank: options.blank, records: () => this.records() },
      {
        format: CSV_FORMATS[options.format],
        mapping: options.mapping,
        maxRows: options.maxRows,
        skuExists: (sku) => existing.has(sku),
        timestamp: options.timestamp,
        fileName: options.fileName,
      },
    );
    try {
      for await (const item of reading.items()) this.add(item);
      if (this.closed) return;
      this.send({
        summary: { duplicatesSkipped: reading.duplicatesSkipped, warnings: reading.warnings },
        done: true,
      });
    } catch (error) {
      if (this.closed) return;
      if (!(error instanceof CsvImportError)) throw error;
      this.send({ failure: { message: error.message, errors: error.errors }, done: true });
    }
  }

  private add(item: ImportedItem): void {
    const { headers, rows, delimiter, quoted, extension } = item.sourceRows;
    const rowsJson = item.sourceRowsJson ?? JSON.stringify(rows);
    const { name, sku, details, price, notes, description } = item;
    const wire: ItemOnTheWire = { name, sku, details, price, notes, description, rowsJson };
    if (!this.sourceSent) {
      wire.source = { headers, delimiter, quoted, extension };
      this.sourceSent = true;
    }
    this.items.push(wire);
  }

  // The items made so far.
  private send(end: Partial<ImportPiece> & { done?: true } = {}): void {
    this.reply({ items: this.items, ...end });
    this.items = [];
  }

  // The file's records as the parse thread would read them, a piece at a time. Once a
  // piece's records are read (CsvImport asks for the next), the items they made go back as
  // that piece's answer; the end's answer is the import's outcome (run).
  private async *records(): AsyncGenerator<CsvRecord> {
    const parser = new CsvPieceParser({
      delimiter: this.options.dialect.delimiter,
      quote: this.options.dialect.quote,
    });
    let number = 0;
    let headerSeen = false;
    try {
      for (;;) {
        const piece = await this.next();
        if (piece === undefined) return;
        for (const cells of piece === null ? parser.end() : parser.next(piece)) {
          number += 1;
          if (cells.length > 0) headerSeen = true;
          yield { number, cells, json: JSON.stringify(cells) };
        }
        if (piece === null) return;
        this.send();
      }
    } catch (error) {
      throw parseFailure(error, headerSeen);
    }
  }

  // The next piece (null: the end), or undefined once the job is closed.
  private async next(): Promise<string | null | undefined> {
    while (this.pieces.length === 0 && !this.closed) {
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
    }
    if (this.closed) return undefined;
    return this.pieces.shift();
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }
}

/** The importer thread's side (import-thread.ts): each open job, run as its text arrives. */
export function answerImportJobs(port: MessagePort): void {
  const jobs = new Map<number, ImportJob>();
  port.on('message', (message: ImportMessage) => {
    const { id } = message;
    if (message.type === 'open') {
      const job = new ImportJob((piece) => port.postMessage({ id, ...piece }), message);
      jobs.set(id, job);
      job.run().then(
        () => jobs.delete(id),
        (error: unknown) => {
          jobs.delete(id);
          port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
        },
      );
      return;
    }
    const job = jobs.get(id);
    if (!job) return;
    if (message.type === 'text') job.push(message.text);
    else if (message.type === 'end') job.push(null);
    else {
      jobs.delete(id);
      job.close();
    }
  });
}
