import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { BatchProgressPanel } from '../../batches';
import { card, mutedText, primaryButton, secondaryButton } from '../../../ui/styles';
import type { CsvFormat } from '../csv-api';
import { FORMAT_INFO } from '../csv-messages';
import { useCsvAccess } from '../hooks/useCsvAccess';
import { useCsvDownload } from '../hooks/useCsvDownload';
import { useCsvImport } from '../hooks/useCsvImport';
import { CsvFileButton, softDisabled } from './CsvFileButton';
import { DownloadIcon, FileTextIcon, UploadIcon } from './CsvIcons';
import { ImportProgress } from './ImportProgress';
import { ProductsHint } from './ProductsHint';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';

// The dialog's code loads when a guest first needs it.
const SignInRequiredDialog = lazy(() =>
  import('./SignInRequiredDialog').then((module) => ({ default: module.SignInRequiredDialog })),
);

type MarketplaceFormat = Extract<CsvFormat, 'amazon' | 'etsy'>;

const COPY: Record<MarketplaceFormat, { importText: string; exportText: string }> = {
  amazon: {
    importText:
      'Upload an Amazon listing report (tab-delimited .txt or .tsv) or a .csv listing file. English and German headers are read.',
    exportText:
      'Download your products as an Amazon listing file, ready for Add Products via Upload.',
  },
  etsy: {
    importText: 'Upload the listings file Etsy gives you under Settings › Options › Download Data.',
    exportText: 'Download your products with their descriptions as an Etsy listings file.',
  },
};

function ActionCard({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={`${card} flex min-w-0 flex-col p-5`} aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      <p className={`mt-1 flex-1 text-sm ${mutedText}`}>{text}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Amazon and Etsy sub-tabs: Import, Download Template and Export cards. */
export function MarketplacePanel({
  format,
  onShowProducts,
}: {
  format: MarketplaceFormat;
  onShowProducts: () => void;
}) {
  const { label } = FORMAT_INFO[format];
  const { isGuest } = useCsvAccess();
  const importer = useCsvImport({ onShowProducts });
  const { download, isRunning } = useCsvDownload();
  const [signInOpen, setSignInOpen] = useState(false);
  const signInUsed = useOpenedOnce(signInOpen);
  const exporting = isRunning('export', format);
  const templating = isRunning('template', format);
  const askToSignIn = () => setSignInOpen(true);

  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{label} Products</h2>
        <p className={`mt-1 text-sm ${mutedText}`}>
          Bring your {label} listings in, generate descriptions, and send them back to {label}.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <ActionCard title="Import" text={COPY[format].importText}>
          <CsvFileButton
            format={format}
            className={`${primaryButton} w-full`}
            busy={importer.busy}
            onBlocked={isGuest ? askToSignIn : undefined}
            onFile={(file) => {
              if (importer.checkFile(file, format)) void importer.runImport(file, format);
            }}
          >
            {importer.busy ? <Spinner label="Importing..." className="h-4 w-4" /> : <UploadIcon />}
            Import {label} File
          </CsvFileButton>
        </ActionCard>
        <ActionCard
          title="Download Template"
          text={`An empty ${label} file with the columns Quillcart reads, to fill in by hand.`}
        >
          <button
            type="button"
            className={`${secondaryButton} ${softDisabled} w-full`}
            aria-disabled={templating || undefined}
            onClick={() => !templating && void download('template', format)}
          >
            {templating ? <Spinner label="Downloading..." className="h-4 w-4" /> : <FileTextIcon />}
            Download {label} Template
          </button>
        </ActionCard>
        <ActionCard title="Export" text={COPY[format].exportText}>
          <button
            type="button"
            className={`${secondaryButton} ${softDisabled} w-full`}
            aria-disabled={exporting || undefined}
            onClick={() => {
              if (exporting) return;
              if (isGuest) askToSignIn();
              else void download('export', format);
            }}
          >
            {exporting ? <Spinner label="Exporting..." className="h-4 w-4" /> : <DownloadIcon />}
            Export to {label}
          </button>
        </ActionCard>
      </div>
      <ImportProgress progress={importer.progress} />
      {/* Generate All for the rows an import added reports here. */}
      <BatchProgressPanel />
      <ProductsHint onShowProducts={onShowProducts} />
      {signInUsed && (
        <Suspense fallback={null}>
          <SignInRequiredDialog open={signInOpen} onOpenChange={setSignInOpen} source={label} />
        </Suspense>
      )}
    </div>
  );
}
