import { createContext, useContext, useId, useState, type ReactNode } from 'react';

interface ExportScope {
  /** Review mode is on: exports may take approved items only. */
  reviewMode: boolean;
  approvedOnly: boolean;
  setApprovedOnly: (approvedOnly: boolean) => void;
}

const ExportScopeContext = createContext<ExportScope>({
  reviewMode: false,
  approvedOnly: false,
  setApprovedOnly: () => undefined,
});

/**
 * The export option of review mode, shared by every format's export button below it: approved
 * items only (on by default while review mode is on).
 */
export function ExportScopeProvider({
  reviewMode,
  children,
}: {
  reviewMode: boolean;
  children: ReactNode;
}) {
  const [approvedOnly, setApprovedOnly] = useState(true);
  return (
    <ExportScopeContext.Provider value={{ reviewMode, approvedOnly, setApprovedOnly }}>
      {children}
    </ExportScopeContext.Provider>
  );
}

/** The query an export adds: `?approved=1` while review mode and the option are on. */
export function useExportQuery(): string {
  const { reviewMode, approvedOnly } = useContext(ExportScopeContext);
  return reviewMode && approvedOnly ? '?approved=1' : '';
}

/** The option itself, shown while review mode is on. */
export function ApprovedOnlyToggle() {
  const { reviewMode, approvedOnly, setApprovedOnly } = useContext(ExportScopeContext);
  const id = useId();
  if (!reviewMode) return null;
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        data-testid="export-approved-only"
        className="h-4 w-4 accent-indigo-600"
        checked={approvedOnly}
        onChange={(event) => setApprovedOnly(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Export approved products only
      </label>
    </div>
  );
}
