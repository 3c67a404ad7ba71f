// The CSV endpoints (plain HTTP, not GraphQL: files go up and down as raw bytes).
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../../core/src/shared/csrf';
import {
  CSV_FORMAT_IDS,
  INSPECT_BYTES,
  type CsvConfig,
  type CsvFormatId,
  type CsvImportResult,
  type ShopifyMapping,
} from '../../../../core/src/shared/csv-formats';

export const CSV_FORMATS = CSV_FORMAT_IDS;
export type CsvFormat = CsvFormatId;
export type { CsvConfig, ShopifyMapping };

export interface InspectResult {
  detected: CsvFormat | null;
  headers: string[];
  defaultMapping: ShopifyMapping | null;
}

export type ImportResult = CsvImportResult;

/** A CSV request the server refused, with its message and, for validation, its row list. */
export class CsvRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server was not reached. */
    readonly status: number,
    readonly errors: string[] = [],
  ) {
    super(message);
    this.name = 'CsvRequestError';
  }
}

const NETWORK_MESSAGE = 'Could not reach Quillcart. Check your connection and try again.';

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

/** Turns an error answer's JSON body (or its absence) into a CsvRequestError. */
function requestError(status: number, body: unknown): CsvRequestError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.error === 'string' && record.error.trim() !== ''
      ? record.error
      : `The server could not handle the request (HTTP ${status}). Please try again.`;
  return new CsvRequestError(message, status, isStringArray(record.errors) ? record.errors : []);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    throw new CsvRequestError(NETWORK_MESSAGE, 0);
  }
}

export async function fetchCsvConfig(): Promise<CsvConfig> {
  const response = await send('/api/csv/config', { headers: { Accept: 'application/json' } });
  const body = await readJson(response);
  if (!response.ok) throw requestError(response.status, body);
  const record = (body ?? {}) as Partial<CsvConfig>;
  return {
    inDevelopment: isStringArray(record.inDevelopment) ? record.inDevelopment : [],
    maxBytes: typeof record.maxBytes === 'number' ? record.maxBytes : Number.POSITIVE_INFINITY,
    maxRows: typeof record.maxRows === 'number' ? record.maxRows : Number.POSITIVE_INFINITY,
  };
}

/** Sends the start of the file; the server says which format it looks like and its headers. */
export async function inspectCsv(file: File, format: CsvFormat): Promise<InspectResult> {
  const query = new URLSearchParams({ format, filename: file.name });
  const response = await send(`/api/imports/inspect?${query.toString()}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      Accept: 'application/json',
      // The server refuses uploads without it: a form on another site cannot send it.
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
    },
    body: file.slice(0, INSPECT_BYTES),
  });
  const body = await readJson(response);
  if (!response.ok) throw requestError(response.status, body);
  const result = (body ?? {}) as Partial<InspectResult>;
  return {
    detected: result.detected ?? null,
    headers: isStringArray(result.headers) ? result.headers : [],
    defaultMapping: result.defaultMapping ?? null,
  };
}

interface UploadOptions {
  mapping?: ShopifyMapping;
  /** Share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** The whole file has been sent; the server is reading it now. */
  onUploaded?: () => void;
}

/**
 * Uploads the whole file as the request body. XMLHttpRequest rather than fetch: only it
 * reports upload progress, which a 20 MB file needs.
 */
export function uploadCsv(
  file: File,
  format: CsvFormat,
  { mapping, onProgress, onUploaded }: UploadOptions = {},
): Promise<ImportResult> {
  const query = new URLSearchParams({ filename: file.name });
  if (mapping) query.set('mapping', JSON.stringify(mapping));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/imports/${format}?${query.toString()}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => {
      onProgress?.(1);
      onUploaded?.();
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const result = (body ?? {}) as Partial<ImportResult>;
        resolve({
          imported: typeof result.imported === 'number' ? result.imported : 0,
          duplicatesSkipped:
            typeof result.duplicatesSkipped === 'number' ? result.duplicatesSkipped : 0,
          warnings: isStringArray(result.warnings) ? result.warnings : [],
          itemIds: isStringArray(result.itemIds) ? result.itemIds : [],
        });
      } else {
        reject(requestError(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new CsvRequestError(NETWORK_MESSAGE, 0));
    xhr.onabort = () => reject(new CsvRequestError(NETWORK_MESSAGE, 0));
    xhr.send(file);
  });
}

/** The file name a download answer asks for (RFC 6266), else the fallback. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain form.
    }
  }
  const quoted = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(header);
  if (quoted?.[1]) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare?.[1] ?? fallback;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches a CSV download (an export or a template) and saves it; resolves with its file name. */
export async function downloadCsv(path: string, fallbackName: string): Promise<string> {
  const response = await send(path, {
    headers: { Accept: 'text/csv, text/tab-separated-values, application/json' },
  });
  if (!response.ok) throw requestError(response.status, await readJson(response));
  const filename = filenameFromDisposition(
    response.headers.get('Content-Disposition'),
    fallbackName,
  );
  saveBlob(await response.blob(), filename);
  return filename;
}
