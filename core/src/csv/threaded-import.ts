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
import { CsvRecordParser } from './record-parser';

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
  /** Only when the item's file part differs from the one the job sent before (never, today). */
  source?: StoredSourceRows;
}

/** The answer to one piece of text (or, `done`, to the end of the file). */
interface ImportPiece {
  items: ItemOnTheWire[];
  /** The file's header row and dialect, with the first items. */
  source?: StoredSourceRows;
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
      source = reply.source ?? source;
      for (const { rowsJson, source: own, ...fields } of reply.items) {
        yield { ...fields, source: own ?? (source as StoredSourceRows), rowsJson };
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
  private source: StoredSourceRows | null = null;
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
    const source = this.source;
    if (
      !source ||
      source.headers !== headers ||
      source.delimiter !== delimiter ||
      source.quoted !== quoted ||
      source.extension !== extension
    ) {
      const own: StoredSourceRows = { headers, delimiter, quoted, extension };
      if (source) wire.source = own;
      else this.source = own;
    }
    this.items.push(wire);
  }

  // The items made so far, and the file's part with the first of them.
  private send(end: Partial<ImportPiece> & { done?: true } = {}): void {
    const piece: ImportPiece & { done?: true } = { items: this.items, ...end };
    if (this.source && this.items.length > 0 && !this.sourceSent) {
      piece.source = this.source;
      this.sourceSent = true;
    }
    this.items = [];
    this.reply(piece);
  }

  // The file's records as the parse thread would read them, a piece at a time; once a
  // piece's records are read, the items they made go back as that piece's answer.
  private async *records(): AsyncGenerator<CsvRecord> {
    const parser = new CsvRecordParser({
      delimiter: this.options.dialect.delimiter,
      quote: this.options.dialect.quote,
    });
    let rest = '';
    let number = 0;
    let headerSeen = false;
    let first = true;
    try {
      for (;;) {
        if (!first) this.send();
        first = false;
        const piece = await this.next();
        if (piece === undefined) return;
        const { line, rows } =
          piece === null
            ? { line: '', rows: rest ? parser.parse(rest, false).rows : [] }
            : parser.parse(rest + piece, true);
        rest = line;
        for (const cells of rows) {
          number += 1;
          if (cells.length > 0) headerSeen = true;
          yield { number, cells, json: JSON.stringify(cells) };
        }
        if (piece === null) return;
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
