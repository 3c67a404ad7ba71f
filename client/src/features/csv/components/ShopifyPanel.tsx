import { lazy, Suspense, useId, useState } from 'react';
import { toast } from '../../../ui/toast';
import { SparklesIcon } from '../../../ui/Icons';
import { Spinner } from '../../../ui/Spinner';
import { mutedText, primaryButton, secondaryButton } from '../../../ui/styles';
import { openAuthModal, StartTrialButton } from '../../auth';
import { BatchProgressPanel, GenerateAllButton } from '../../batches';
import type { ShopifyMapping } from '../csv-api';
import { SHOPIFY_DETECTED_MESSAGE, SHOPIFY_GUEST_IMPORT_HINT } from '../csv-messages';
import { useCsvAccess } from '../hooks/useCsvAccess';
import { useCsvDownload } from '../hooks/useCsvDownload';
import { useCsvImport } from '../hooks/useCsvImport';
import { CsvFileButton, softDisabled } from './CsvFileButton';
import { DownloadIcon, UploadIcon } from './CsvIcons';
import { ImportProgress } from './ImportProgress';
import { ProductsHint } from './ProductsHint';
import type { PendingShopifyImport } from './ShopifyMappingDialog';
import { ShopifyStats, useDescriptionProgress } from './ShopifyStats';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';

// The mapping dialog's code loads when a Shopify file first needs it.
const ShopifyMappingDialog = lazy(() =>
  import('./ShopifyMappingDialog').then((module) => ({ default: module.ShopifyMappingDialog })),
);

function ShopifyUpsell() {
  return (
    <section
      aria-labelledby="shopify-upsell-heading"
      data-testid="shopify-upsell"
      className="rounded-xl border border-indigo-200 bg-indigo-50 p-5 text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950/50 dark:text-indigo-100"
    >
      <div className="flex items-start gap-3">
        <SparklesIcon className="mt-0.5 shrink-0" width={22} height={22} />
        <div className="min-w-0 flex-1">
          <h3 id="shopify-upsell-heading" className="text-base font-semibold">
            Unlock Full Shopify Integration
          </h3>
          <p className="mt-1 text-sm">
            Create a free account to import whole Shopify catalogues, have every imported
            product&apos;s description written for you, and export the file straight back to your
            store. 25 descriptions a month, no credit card required.
          </p>
          <StartTrialButton className="mt-3" />
        </div>
      </div>
    </section>
  );
}

/** Shopify sub-tab: import through the mapping dialog, export, Generate All and progress. */
export function ShopifyPanel({ onShowProducts }: { onShowProducts: () => void }) {
  const { isGuest, guestAtLimit } = useCsvAccess();
  const importer = useCsvImport({ onShowProducts });
  const { download, isRunning } = useCsvDownload();
  const progress = useDescriptionProgress();
  const [pending, setPending] = useState<PendingShopifyImport | null>(null);
  const mappingUsed = useOpenedOnce(pending !== null);
  const hintId = useId();
  const exporting = isRunning('export', 'shopify');
  const importing = importer.progress !== null;

  // SPEC §4: the header row decides. Shopify files go through the mapping dialog; any other
  // file is imported directly in the format the server recognised.
  const onFile = async (file: File) => {
    if (!importer.checkFile(file, 'shopify')) return;
    const inspected = await importer.inspect(file, 'shopify');
    if (!inspected) return;
    if (inspected.detected === 'shopify') {
      toast.success(SHOPIFY_DETECTED_MESSAGE);
      setPending({ file, headers: inspected.headers, defaultMapping: inspected.defaultMapping });
      return;
    }
    await importer.runImport(file, inspected.detected ?? 'general');
  };

  const onConfirm = async (mapping: ShopifyMapping) => {
    if (!pending) return;
    const outcome = await importer.runImport(pending.file, 'shopify', mapping);
    // A file refused for its content keeps the dialog open for another mapping.
    if (outcome.ok || outcome.status !== 400) setPending(null);
  };

  return (
    <div className="space-y-5">
      {isGuest && <ShopifyUpsell />}
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Shopify Products</h2>
        <p className={`mt-1 text-sm ${mutedText}`}>
          Import a Shopify product export, generate the descriptions, then export a file Shopify
          imports back with your other columns kept.
        </p>
      </div>

      <ShopifyStats progress={progress} />

      <div role="group" aria-label="Shopify import and export" className="flex flex-wrap gap-2">
        <CsvFileButton
          format="shopify"
          className={primaryButton}
          busy={importer.busy}
          onBlocked={guestAtLimit ? () => openAuthModal('signin') : undefined}
          describedBy={isGuest ? hintId : undefined}
          onFile={(file) => void onFile(file)}
          testId="shopify-import-button"
        >
          {importer.busy ? <Spinner label="Importing..." className="h-4 w-4" /> : <UploadIcon />}
          Import Shopify CSV
        </CsvFileButton>
        <button
          type="button"
          className={`${secondaryButton} ${softDisabled}`}
          aria-disabled={exporting || undefined}
          onClick={() => !exporting && void download('export', 'shopify')}
        >
          {exporting ? <Spinner label="Exporting..." className="h-4 w-4" /> : <DownloadIcon />}
          Export Shopify CSV
        </button>
        <GenerateAllButton showCount />
      </div>
      {isGuest && (
        <p id={hintId} className={`text-sm ${mutedText}`} data-testid="shopify-guest-hint">
          {SHOPIFY_GUEST_IMPORT_HINT}
          {guestAtLimit
            ? '. You have used your free guest generation.'
            : '. As a guest you can try one file before your free generation is used.'}
        </p>
      )}

      {!pending && <ImportProgress progress={importer.progress} />}
      <BatchProgressPanel />
      <ProductsHint onShowProducts={onShowProducts} />

      {mappingUsed && (
        <Suspense fallback={null}>
          <ShopifyMappingDialog
            pending={pending}
            busy={importing}
            progress={importer.progress}
            onCancel={() => setPending(null)}
            onConfirm={(mapping) => void onConfirm(mapping)}
          />
        </Suspense>
      )}
    </div>
  );
}
