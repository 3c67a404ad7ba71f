import { z } from 'zod';
import { CSV_FORMAT_IDS } from '../../../../core/src/csv/csv-format';
import { csvRoutes } from '../../http/csv.routes';
import type { FeatureModule } from '../feature-module';
import { CsvExportService } from './csv-export.service';
import { CsvImportService } from './csv-import.service';

const csvEnvShape = {
  /** Largest CSV upload accepted, in bytes (413 past it). */
  CSV_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
  /** Most data rows one CSV import may have. */
  CSV_MAX_ROWS: z.coerce.number().int().min(1).default(100_000),
  /** Etsy WHEN_MADE written on export (Etsy retires these ranges yearly). */
  ETSY_WHEN_MADE: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'must be an Etsy when_made value such as 2020_2024')
    .default('2020_2024'),
  /** Comma-separated formats shown as "Coming soon" and refused (general, shopify, amazon, etsy). */
  CSV_FORMATS_IN_DEVELOPMENT: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (names) => names.every((name) => (CSV_FORMAT_IDS as readonly string[]).includes(name)),
      `must list only ${CSV_FORMAT_IDS.join(', ')}`,
    ),
};

/** CSV import, export and templates over plain HTTP (files stay out of GraphQL). */
export const csvModule: FeatureModule<undefined, typeof csvEnvShape> = {
  name: 'csv',
  config: csvEnvShape,
  create: ({ config, dataSource, log }) => ({
    routes: [
      csvRoutes({
        imports: new CsvImportService(
          dataSource,
          { maxBytes: config.CSV_MAX_BYTES, maxRows: config.CSV_MAX_ROWS },
          log,
        ),
        exports: new CsvExportService(dataSource, { etsyWhenMade: config.ETSY_WHEN_MADE }),
        maxBytes: config.CSV_MAX_BYTES,
        maxRows: config.CSV_MAX_ROWS,
        inDevelopment: config.CSV_FORMATS_IN_DEVELOPMENT,
      }),
    ],
  }),
};
