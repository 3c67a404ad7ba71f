import { useRef } from 'react';
import { PlusIcon } from '../../../ui/Icons';
import { primaryButton } from '../../../ui/styles';
import { BatchProgressPanel, GenerateAllButton, useGenerateAll } from '../../batches';
import { GeneralCsvActions } from '../../csv';
import {
  ItemStatsBar,
  ProductTable,
  useItemActions,
  useItemListLoaded,
  type ProductTableHandle,
  type TableView,
} from '../../items';
import { GuestAllowance } from './GuestAllowance';

/** General Import: counters, CSV import/export, Add Product and the Product Data table. */
export function GeneralImportPanel({ view }: { view: TableView }) {
  const tableRef = useRef<ProductTableHandle>(null);
  const { addItem } = useItemActions();
  // Generate for the rows selected in the table: the same preview, dialog and batch.
  const generateSelected = useGenerateAll();

  // The new row appears at once and its Product Name cell opens for typing straight away.
  const onAdd = () => tableRef.current?.editCell(addItem(), 'name');
  const listLoaded = useItemListLoaded();

  return (
    <div className="space-y-5">
      <GuestAllowance />
      <ItemStatsBar />
      <GeneralCsvActions />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="product-data-heading"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          Product Data
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={primaryButton}
            onClick={onAdd}
            disabled={!listLoaded}
            data-add-product
          >
            <PlusIcon />
            Add Product
          </button>
          <GenerateAllButton />
        </div>
      </div>
      <BatchProgressPanel />
      <ProductTable ref={tableRef} view={view} generateSelected={generateSelected} />
    </div>
  );
}
