// The csv feature's public entry: other features import from here, never its insides.
import { lazy } from 'react';

export { GeneralCsvActions } from './components/GeneralCsvActions';
export { CSV_FORMATS, type CsvFormat } from './csv-api';
export { COMING_SOON } from './csv-messages';
export { useCsvConfig } from './hooks/useCsvConfig';
export { ApprovedOnlyToggle, ExportScopeProvider } from './export-scope';

// The marketplace panels' code loads when their tab is first chosen.
export const ShopifyPanel = lazy(() =>
  import('./components/ShopifyPanel').then((module) => ({ default: module.ShopifyPanel })),
);
export const MarketplacePanel = lazy(() =>
  import('./components/MarketplacePanel').then((module) => ({
    default: module.MarketplacePanel,
  })),
);
