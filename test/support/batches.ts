import type { BrowserSession } from './browser-session';
import { sql } from './test-env';

/** The fields of GenerationBatch the batch tests read. */
export const BATCH_FIELDS = `id status total succeeded failed skipped pending generating fallbackUsed notice stopReason`;

export interface BatchView {
  id: string;
  status: string;
  total: number;
  succeeded: number;
  failed: number;
  skipped: number;
  pending: number;
  generating: number;
  fallbackUsed: boolean;
  notice: string | null;
  stopReason: string | null;
}

const BATCH_QUERY = `query ($id: ID!) { generationBatch(id: $id) { ${BATCH_FIELDS} } }`;

export async function readBatch(session: BrowserSession, id: string): Promise<BatchView> {
  const { generationBatch } = await session.ok<{ generationBatch: BatchView }>(BATCH_QUERY, { id });
  return generationBatch;
}

/** Polls the seller's batch until `done` says so (or fails the test after the time limit). */
export async function waitForBatch(
  session: BrowserSession,
  id: string,
  done: (batch: BatchView) => boolean,
  timeoutMs = 90_000,
): Promise<BatchView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const batch = await readBatch(session, id);
    if (done(batch)) return batch;
    if (Date.now() > deadline) throw new Error(`batch still ${JSON.stringify(batch)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A batch that is no longer queued or running. */
export const batchFinished = (batch: BatchView): boolean =>
  !['QUEUED', 'RUNNING'].includes(batch.status);

/** Ends every batch a test left queued or running, so the next test's worker does not run it. */
export async function cancelLeftoverBatches(): Promise<void> {
  await sql(
    `UPDATE generation_batches SET status = 'cancelled' WHERE status IN ('queued', 'running')`,
  );
}
