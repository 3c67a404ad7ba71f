/** localStorage keys the client owns. */
export const STORAGE_KEYS = {
  theme: 'qc-theme',
  promoDismissed: 'qc-promo-dismissed',
  tableView: 'qc-table-view',
} as const;

// Storage can throw (private mode, quota, disabled cookies): log and carry on.
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Could not read localStorage "${key}"`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write localStorage "${key}"`, error);
  }
}

/** Sign-out forgets the saved preferences on this device (SPEC §6). */
export function clearSavedPreferences(): void {
  Object.values(STORAGE_KEYS).forEach((key) => writeStorage(key, null));
}
