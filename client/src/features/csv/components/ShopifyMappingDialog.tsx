import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { DialogCancel } from '../../../ui/Modal';
import { ChevronDownIcon } from '../../../ui/Icons';
import { Spinner } from '../../../ui/Spinner';
import {
  checkbox,
  fieldLabel,
  ghostButton,
  mutedText,
  primaryButton,
  secondaryButton,
  textField,
} from '../../../ui/styles';
import type { ShopifyMapping } from '../csv-api';
import type { ImportProgressState } from '../hooks/useCsvImport';
import { useReturnFocus } from '../hooks/useReturnFocus';
import { ImportProgress } from './ImportProgress';

/** A Shopify file waiting for its field mapping. */
export interface PendingShopifyImport {
  file: File;
  headers: string[];
  defaultMapping: ShopifyMapping | null;
}

// SPEC §4 opens the dialog with nothing mapped; it opens with the detected default mapping
// instead (what Reset to Defaults gives), so a standard Shopify file is one click away. A
// file without those columns starts empty.
export const EMPTY_MAPPING: ShopifyMapping = {
  name: null,
  sku: null,
  price: null,
  details: [],
  notes: [],
};

export function isMappingEmpty(mapping: ShopifyMapping): boolean {
  return (
    mapping.name === null &&
    mapping.sku === null &&
    mapping.price === null &&
    mapping.details.length === 0 &&
    mapping.notes.length === 0
  );
}

/** The default mapping kept to the columns this file has (matched as the server matches). */
export function limitToHeaders(mapping: ShopifyMapping, headers: string[]): ShopifyMapping {
  const byKey = new Map(headers.map((header) => [header.trim().toLowerCase(), header]));
  const find = (header: string | null) =>
    header === null ? null : (byKey.get(header.trim().toLowerCase()) ?? null);
  const findAll = (list: string[]) =>
    list.map(find).filter((header): header is string => header !== null);
  return {
    name: find(mapping.name),
    sku: find(mapping.sku),
    price: find(mapping.price),
    details: findAll(mapping.details),
    notes: findAll(mapping.notes),
  };
}

const dialogContent =
  'qc-pop fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-slate-200 bg-white text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

const SINGLE_FIELDS = [
  { key: 'name', label: 'Product Name' },
  { key: 'sku', label: 'SKU' },
  { key: 'price', label: 'Price' },
] as const;

function HeaderSelect({
  label,
  headers,
  value,
  onChange,
  disabled,
}: {
  label: string;
  headers: string[];
  value: string | null;
  onChange: (value: string | null) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select
        id={id}
        className={textField}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">Not mapped</option>
        {headers.map((header, index) => (
          <option key={`${index}:${header}`} value={header}>
            {header}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Several columns for one field, combined in the order they were ticked. */
function HeaderChecklist({
  legend,
  help,
  headers,
  selected,
  onChange,
  disabled,
  testId,
}: {
  legend: string;
  help: string;
  headers: string[];
  selected: string[];
  onChange: (value: string[]) => void;
  disabled: boolean;
  testId: string;
}) {
  const helpId = useId();
  const idPrefix = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={helpId} data-testid={testId}>
      <legend className={fieldLabel}>{legend}</legend>
      <p id={helpId} className={`mt-0.5 text-xs ${mutedText}`}>
        {help} {selected.length > 0 ? `Selected: ${selected.join(', ')}.` : 'None selected.'}
      </p>
      <div className="mt-2 grid max-h-44 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-slate-300 p-2 sm:grid-cols-2 dark:border-slate-600">
        {headers.map((header, index) => {
          const id = `${idPrefix}-${index}`;
          const checked = selected.includes(header);
          return (
            <div key={`${index}:${header}`} className="flex min-w-0 items-start gap-2 py-0.5">
              <input
                id={id}
                type="checkbox"
                className={checkbox}
                checked={checked}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...selected, header]
                      : selected.filter((entry) => entry !== header),
                  )
                }
              />
              <label
                htmlFor={id}
                className="min-w-0 text-sm break-words text-slate-800 dark:text-slate-200"
              >
                {header}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

interface MappingFormProps {
  pending: PendingShopifyImport;
  busy: boolean;
  progress: ImportProgressState | null;
  onConfirm: (mapping: ShopifyMapping) => void;
}

function MappingForm({ pending, busy, progress, onConfirm }: MappingFormProps) {
  const [mapping, setMapping] = useState<ShopifyMapping>(() =>
    pending.defaultMapping
      ? limitToHeaders(pending.defaultMapping, pending.headers)
      : EMPTY_MAPPING,
  );
  const [advanced, setAdvanced] = useState(false);
  const advancedId = useId();
  const emptyHintId = useId();
  const { headers, defaultMapping } = pending;
  const empty = isMappingEmpty(mapping);

  const set = <K extends keyof ShopifyMapping>(key: K, value: ShopifyMapping[K]) =>
    setMapping((current) => ({ ...current, [key]: value }));

  return (
    <form
      className="flex min-h-0 flex-1 flex-col"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && !empty) onConfirm(mapping);
      }}
    >
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-6 py-4">
        <div className="grid gap-4 sm:grid-cols-3">
          {SINGLE_FIELDS.map(({ key, label }) => (
            <HeaderSelect
              key={key}
              label={label}
              headers={headers}
              value={mapping[key]}
              disabled={busy}
              onChange={(value) => set(key, value)}
            />
          ))}
        </div>
        <HeaderChecklist
          legend="Product Details"
          help="Columns combined into the details, joined with ' | ' in the order you tick them."
          headers={headers}
          selected={mapping.details}
          disabled={busy}
          onChange={(value) => set('details', value)}
          testId="mapping-details"
        />
        <div>
          <button
            type="button"
            className={`${ghostButton} -ml-3`}
            aria-expanded={advanced}
            aria-controls={advancedId}
            onClick={() => setAdvanced((open) => !open)}
          >
            <ChevronDownIcon className={advanced ? 'rotate-180' : undefined} />
            {advanced ? 'Hide Advanced' : 'Show Advanced'}
          </button>
          <div id={advancedId} hidden={!advanced} className="mt-2">
            {advanced && (
              <HeaderChecklist
                legend="Product Notes"
                help="Columns combined into the notes. Variants are summarised there too."
                headers={headers}
                selected={mapping.notes}
                disabled={busy}
                onChange={(value) => set('notes', value)}
                testId="mapping-notes"
              />
            )}
          </div>
        </div>
        <ImportProgress progress={progress} />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-6 py-4 dark:border-slate-700">
        <button
          type="button"
          className={secondaryButton}
          disabled={busy || !defaultMapping}
          onClick={() => defaultMapping && setMapping(limitToHeaders(defaultMapping, headers))}
        >
          Reset to Defaults
        </button>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {empty && (
            <p id={emptyHintId} className={`text-sm ${mutedText}`}>
              Map at least one field to import.
            </p>
          )}
          <DialogCancel disabled={busy} />
          <button
            type="submit"
            className={primaryButton}
            disabled={busy || empty}
            aria-busy={busy || undefined}
            aria-describedby={empty ? emptyHintId : undefined}
          >
            {busy && <Spinner label="Importing..." className="h-4 w-4" />}
            Confirm &amp; Import
          </button>
        </div>
      </div>
    </form>
  );
}

interface ShopifyMappingDialogProps {
  /** The file waiting for a mapping; null keeps the dialog closed. */
  pending: PendingShopifyImport | null;
  busy: boolean;
  progress: ImportProgressState | null;
  onCancel: () => void;
  onConfirm: (mapping: ShopifyMapping) => void;
}

/** SPEC §4: which Shopify columns feed Product Name, SKU, Price, Details and Notes. */
export function ShopifyMappingDialog({
  pending,
  busy,
  progress,
  onCancel,
  onConfirm,
}: ShopifyMappingDialogProps) {
  const focus = useReturnFocus();
  return (
    <Dialog.Root open={pending !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="qc-fade fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content
          className={dialogContent}
          data-testid="shopify-mapping-dialog"
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className="border-b border-slate-200 px-6 pt-5 pb-4 dark:border-slate-700">
            <Dialog.Title className="text-lg font-semibold">Map Shopify Fields</Dialog.Title>
            <Dialog.Description className={`mt-1 text-sm break-words ${mutedText}`}>
              Shopify&apos;s usual columns of {pending?.file.name ?? 'the file'} are filled in:
              check them, change any, or use Reset to Defaults to go back to them.
            </Dialog.Description>
          </div>
          {pending && (
            // Keyed by file: a new file starts from its own default mapping.
            <MappingForm
              key={`${pending.file.name}:${pending.file.size}:${pending.file.lastModified}`}
              pending={pending}
              busy={busy}
              progress={progress}
              onConfirm={onConfirm}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
