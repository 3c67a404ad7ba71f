import { parentPort } from 'node:worker_threads';
import { answerParseJobs } from './parse-worker';

// The CSV parse thread (parse-worker.ts starts it): answers the parse jobs it is sent.
if (parentPort) answerParseJobs(parentPort);
