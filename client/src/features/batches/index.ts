// The batches feature's public entry: other features import from here, never its insides.
export { BatchProgressPanel } from './components/BatchProgressPanel';
export { BatchProvider } from './components/BatchProvider';
export { GenerateAllButton } from './components/GenerateAllButton';
export { useGenerateAll } from './hooks/useGenerateAll';
export { useStartBatch, type StartBatchOptions } from './hooks/useStartBatch';
