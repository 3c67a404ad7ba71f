import { parentPort } from 'node:worker_threads';
import { answerImportJobs } from './threaded-import';

// The CSV importer thread (threaded-import.ts starts it): answers the import jobs it is sent.
if (parentPort) answerImportJobs(parentPort);
