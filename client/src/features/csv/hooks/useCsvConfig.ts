import { useEffect, useState } from 'react';
import { fetchCsvConfig, type CsvConfig } from '../csv-api';

// Read once per page load: the flags and limits only change with a server deploy.
let loaded: Promise<CsvConfig> | null = null;

function loadConfig(): Promise<CsvConfig> {
  loaded ??= fetchCsvConfig().catch((error: unknown) => {
    // Try again on the next mount rather than keeping a failure forever.
    loaded = null;
    throw error;
  });
  return loaded;
}

/**
 * The server's CSV settings (sub-tabs in development, size limits); null until known. When
 * the call fails every source stays available and the server still enforces the limits.
 */
export function useCsvConfig(): CsvConfig | null {
  const [config, setConfig] = useState<CsvConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadConfig()
      .then((value) => live && setConfig(value))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return config;
}
