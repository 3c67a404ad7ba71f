import type { Readable } from 'node:stream';
import { Router, type Request, type Response } from 'express';
import { CSV_MESSAGES, CsvTooLargeError } from '../../../core/src/csv/csv-errors';
import {
  isCsvFormatId,
  type CsvFormatId,
  type ExportDialect,
  type ShopifyMapping,
} from '../../../core/src/csv/csv-format';
import { writeCsv, writeText } from '../../../core/src/csv/export-items';
import { INSPECT_BYTES, type InspectResult } from '../../../core/src/csv/inspect';
import type { ExportScope } from '../../../core/src/catalog/item-repository';
import {
  DomainError,
  ErrorCode,
  ForbiddenError,
  UserInputError,
} from '../../../core/src/errors/domain-error';
import type { Owner } from '../../../core/src/owner/owner';
import type { CsvConfig, CsvImportResult } from '../../../core/src/shared/csv-formats';

const UNKNOWN_FORMAT_MESSAGE = 'Unknown CSV format';

/** What the routes ask of the CSV module's imports (access, the header preview, the import). */
export interface CsvImports {
  checkAccess(owner: Owner, format: CsvFormatId): Promise<void>;
  inspect(prefix: Uint8Array, format: CsvFormatId, fileName?: string): Promise<InspectResult>;
  import(
    owner: Owner,
    format: CsvFormatId,
    body: Readable,
    options: { fileName?: string; mapping?: ShopifyMapping | null },
  ): Promise<CsvImportResult>;
}

/** A file to send: its name and how it is written (its text or rows come beside). */
interface CsvFile {
  fileName: string;
  dialect: ExportDialect;
}

/** What the routes ask of the CSV module's exports and templates. */
export interface CsvExports {
  checkAccess(owner: Owner, format: CsvFormatId): void;
  start(
    owner: Owner,
    format: CsvFormatId,
    scope: ExportScope,
  ): Promise<(CsvFile & { text: AsyncIterable<Uint8Array> }) | null>;
  template(format: CsvFormatId): CsvFile & { rows: string[][] };
}

export interface CsvRoutesOptions {
  imports: CsvImports;
  exports: CsvExports;
  maxBytes: number;
  maxRows: number;
  /** Formats flagged "Coming soon": the client disables them, the server refuses them. */
  inDevelopment: string[];
}

/**
 * CSV over plain HTTP (files stay out of GraphQL):
 *   POST /api/imports/inspect?format&filename   first ≤64 KiB → detected format, headers, mapping
 *   POST /api/imports/:format?filename&mapping  the whole file, streamed → imported items
 *   GET  /api/exports/:format[?approved=1]      the owner's items (or approved ones) as a CSV download
 *   GET  /api/templates/:format                 an example file
 *   GET  /api/csv/config                        limits and formats in development
 */
export function csvRoutes(options: CsvRoutesOptions): Router {
  const { imports, exports } = options;
  const router = Router();

  // A format this server offers, else the error to answer (404 unknown, 403 coming soon).
  const offeredFormat = (format: unknown): CsvFormatId => {
    if (!isCsvFormatId(format)) throw new DomainError(ErrorCode.NOT_FOUND, UNKNOWN_FORMAT_MESSAGE);
    if (options.inDevelopment.includes(format)) {
      throw new ForbiddenError(CSV_MESSAGES.inDevelopment);
    }
    return format;
  };

  router.get('/api/csv/config', (_req, res) => {
    const config: CsvConfig = {
      inDevelopment: options.inDevelopment,
      maxBytes: options.maxBytes,
      maxRows: options.maxRows,
    };
    res.json(config);
  });

  router.post('/api/imports/inspect', async (req, res, next) => {
    try {
      const format = req.query.format;
      if (!isCsvFormatId(format)) throw new UserInputError(UNKNOWN_FORMAT_MESSAGE);
      const prefix = await readPrefix(req, INSPECT_BYTES);
      res.json(await imports.inspect(prefix, format, queryString(req.query.filename)));
    } catch (error) {
      drain(req);
      next(error);
    }
  });

  router.post('/api/imports/:format', async (req, res, next) => {
    const format = req.params.format;
    try {
      const formatId = offeredFormat(format);
      const owner = req.owner as Owner;
      await imports.checkAccess(owner, formatId);
      const declared = Number(req.get('content-length') ?? 0);
      if (declared > options.maxBytes) throw new CsvTooLargeError(options.maxBytes);
      const mapping = parseMapping(req.query.mapping);
      if (mapping === 'invalid') throw new UserInputError('Invalid field mapping');
      const result = await imports.import(owner, formatId, req, {
        fileName: queryString(req.query.filename),
        mapping,
      });
      res.json(result);
    } catch (error) {
      drain(req);
      if (!(error instanceof DomainError) && req.destroyed && !req.complete) {
        req.log?.info({ format }, 'CSV upload aborted by the client');
      } else {
        next(error);
      }
    }
  });

  router.get('/api/exports/:format', async (req, res, next) => {
    const format = req.params.format;
    try {
      const formatId = offeredFormat(format);
      const owner = req.owner as Owner;
      exports.checkAccess(owner, formatId);
      // ?approved=1: review mode's "approved only" (every format).
      const onlyApproved = req.query.approved === '1' || req.query.approved === 'true';
      const download = await exports.start(owner, formatId, { onlyApproved });
      if (!download) {
        throw new DomainError(
          ErrorCode.NOT_FOUND,
          onlyApproved ? CSV_MESSAGES.noApprovedItems : CSV_MESSAGES.noItems,
        );
      }
      await sendCsv(res, download.fileName, download.dialect, (out) =>
        writeText(download.text, out),
      );
    } catch (error) {
      if (res.headersSent) {
        // The download is cut short; the browser reports a failed download.
        req.log?.error({ err: error, format }, 'CSV export failed while streaming');
        res.destroy();
      } else {
        next(error);
      }
    }
  });

  router.get('/api/templates/:format', async (req, res, next) => {
    try {
      const format = req.params.format;
      if (!isCsvFormatId(format))
        throw new DomainError(ErrorCode.NOT_FOUND, UNKNOWN_FORMAT_MESSAGE);
      const template = exports.template(format);
      await sendCsv(res, template.fileName, template.dialect, (out) =>
        writeCsv([template.rows], out, template.dialect),
      );
    } catch (error) {
      next(error);
    }
  });

  return router;
}

async function sendCsv(
  res: Response,
  fileName: string,
  dialect: ExportDialect,
  write: (out: Response) => Promise<void>,
): Promise<void> {
  res.status(200).set({
    'Content-Type': dialect.contentType,
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  // The text goes out piece by piece, each written once the client has read the one before
  // (backpressure): rows are made no faster than the download takes them.
  await write(res);
}

// Reads and discards what is left of a request body, so the client gets the answer.
function drain(req: Request): void {
  if (!req.complete) req.resume();
}

async function readPrefix(req: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    if (length >= limit) continue;
    chunks.push(chunk);
    length += chunk.length;
  }
  return Buffer.concat(chunks).subarray(0, limit);
}

function queryString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function parseMapping(raw: unknown): ShopifyMapping | null | 'invalid' {
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string') return 'invalid';
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return 'invalid';
  }
  const mapping = value as Partial<ShopifyMapping> | null;
  const single = (field: unknown) => field === null || typeof field === 'string';
  const list = (field: unknown) =>
    Array.isArray(field) && field.every((entry) => typeof entry === 'string');
  if (
    typeof mapping !== 'object' ||
    mapping === null ||
    !single(mapping.name) ||
    !single(mapping.sku) ||
    !single(mapping.price) ||
    !list(mapping.details) ||
    !list(mapping.notes)
  ) {
    return 'invalid';
  }
  return mapping as ShopifyMapping;
}
