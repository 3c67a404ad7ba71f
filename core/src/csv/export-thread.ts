import { parentPort } from 'node:worker_threads';
import { answerExportJobs } from './export-text';

// The CSV exporter thread (export-text.ts starts it): answers the export jobs it is sent.
if (parentPort) answerExportJobs(parentPort);
