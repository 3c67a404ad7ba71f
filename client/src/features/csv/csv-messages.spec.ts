import { CSV_MESSAGES } from '../../../../core/src/shared/csv-formats';
import { CsvRequestError, filenameFromDisposition } from './csv-api';
import {
  downloadErrorNotice,
  fileNameProblem,
  fileProblem,
  formatBytes,
  FORMAT_INFO,
  importedMessage,
  importErrorNotice,
  skippedDuplicatesMessage,
  TEMPLATE_FAILED_MESSAGE,
  VALIDATION_ERRORS_TITLE,
} from './csv-messages';

const MB = 1024 * 1024;

describe('the import toasts', () => {
  it('count the imported items in words', () => {
    expect(importedMessage(1)).toBe('Successfully imported 1 item');
    expect(importedMessage(12)).toBe('Successfully imported 12 items');
  });

  it('say how many rows were skipped as known SKUs, and nothing when none were', () => {
    expect(skippedDuplicatesMessage(0)).toBeUndefined();
    expect(skippedDuplicatesMessage(1)).toBe('1 row was skipped: the SKU already exists.');
    expect(skippedDuplicatesMessage(3)).toBe('3 rows were skipped: the SKU already exists.');
  });
});

describe('the checks before a file is sent', () => {
  it("accepts the format's own endings, in any case, and names the problem otherwise", () => {
    expect(fileNameProblem('products.CSV', 'general')).toBeNull();
    expect(fileNameProblem('listing-report.txt', 'amazon')).toBeNull();
    expect(fileNameProblem('listing-report.txt', 'shopify')).toBe(CSV_MESSAGES.fileType);
    expect(fileNameProblem('products.xlsx', 'etsy')).toBe('Please select a CSV file');
  });

  it('refuse a file over the limit once the limit is known, with the limit in MB', () => {
    const big = { name: 'big.csv', size: 21 * MB };
    expect(fileProblem(big, 'general', { maxBytes: 20 * MB })).toBe(
      'File is too large (max 20 MB)',
    );
    expect(fileProblem(big, 'general', null)).toBeNull();
    expect(fileProblem({ name: 'small.csv', size: MB }, 'general', { maxBytes: 2.5 * MB })).toBe(
      null,
    );
  });

  it('name the wrong ending before the size', () => {
    expect(fileProblem({ name: 'big.xlsx', size: 99 * MB }, 'general', { maxBytes: MB })).toBe(
      CSV_MESSAGES.fileType,
    );
  });
});

describe('a failed import', () => {
  it("uses the format's own title when the server was not reached or broke", () => {
    const offline = new CsvRequestError('Could not reach Quillcart.', 0);
    expect(importErrorNotice(offline, 'general')).toEqual({
      title: 'Failed to import CSV: Could not reach Quillcart.',
    });
    expect(importErrorNotice(new CsvRequestError('Boom', 502), 'shopify')).toEqual({
      title: 'Failed to import Shopify CSV',
      description: 'Boom',
    });
    expect(importErrorNotice(new Error('socket hang up'), 'amazon')).toEqual({
      title: 'Failed to process Amazon CSV file',
      description: 'socket hang up',
    });
    expect(importErrorNotice('??', 'etsy')).toEqual({
      title: 'Failed to process Etsy CSV file',
      description: 'Unknown error occurred.',
    });
  });

  it('lists the rows that failed validation under one title', () => {
    const rows = ['Row 2: Product Name is required', 'Row 5: Price must be a valid number'];
    expect(importErrorNotice(new CsvRequestError(rows[0], 400, rows), 'general')).toEqual({
      title: VALIDATION_ERRORS_TITLE,
      errors: rows,
    });
  });

  it("says the server's sentence, and asks for sign-in only after a 401", () => {
    expect(importErrorNotice(new CsvRequestError(CSV_MESSAGES.noHeaders, 400), 'general')).toEqual({
      title: 'CSV file contains no headers',
      signIn: false,
    });
    expect(
      importErrorNotice(new CsvRequestError(CSV_MESSAGES.signInToImport, 401), 'shopify'),
    ).toEqual({ title: CSV_MESSAGES.signInToImport, signIn: true });
    expect(importErrorNotice(new CsvRequestError('Too large', 413), 'general')).toMatchObject({
      signIn: false,
    });
  });
});

describe('a failed export or template', () => {
  it('uses the export or template title when the server was not reached or broke', () => {
    expect(downloadErrorNotice(new CsvRequestError('Down', 503), 'export', 'shopify')).toEqual({
      title: 'Failed to export Shopify CSV',
      description: 'Down',
    });
    expect(downloadErrorNotice(new CsvRequestError('Down', 0), 'template', 'etsy')).toEqual({
      title: TEMPLATE_FAILED_MESSAGE,
      description: 'Down',
    });
    expect(downloadErrorNotice('??', 'export', 'general')).toEqual({
      title: 'Failed to export CSV',
      description: undefined,
    });
  });

  it('says when review mode left no approved item to export', () => {
    expect(
      downloadErrorNotice(
        new CsvRequestError('No approved items to export', 404),
        'export',
        'etsy',
      ),
    ).toEqual({ title: 'No approved items to export' });
  });

  it('says there is nothing to export on a 404, but not for a template', () => {
    expect(downloadErrorNotice(new CsvRequestError('Not found', 404), 'export', 'general')).toEqual(
      { title: 'No items to export' },
    );
    expect(
      downloadErrorNotice(new CsvRequestError('Not found', 404), 'template', 'general'),
    ).toEqual({ title: 'Not found', signIn: false });
  });

  it('asks for sign-in after a 401', () => {
    expect(
      downloadErrorNotice(new CsvRequestError(CSV_MESSAGES.signInToExport, 401), 'export', 'etsy'),
    ).toEqual({ title: CSV_MESSAGES.signInToExport, signIn: true });
  });
});

describe('downloaded file names', () => {
  it("fall back to the format's dated name when the server sends none", () => {
    expect(FORMAT_INFO.general.exportName()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(FORMAT_INFO.shopify.exportName()).toMatch(/^shopify-products-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(filenameFromDisposition(null, 'fallback.csv')).toBe('fallback.csv');
  });

  it("take the server's name, the RFC 6266 extended form first", () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="plain.csv"; filename*=UTF-8''caf%C3%A9.csv`,
        'x',
      ),
    ).toBe('café.csv');
    expect(filenameFromDisposition('attachment; filename="a \\"b\\".csv"', 'x')).toBe('a "b".csv');
    expect(filenameFromDisposition('attachment; filename=bare.tsv', 'x')).toBe('bare.tsv');
  });
});

describe('file sizes on the progress bar', () => {
  it('use bytes, KB or MB, with one decimal under 10 MB', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(2.5 * MB)).toBe('2.5 MB');
    expect(formatBytes(12.4 * MB)).toBe('12 MB');
  });
});
