import type { DataSource } from 'typeorm';
import { readPreferences } from '../accounts/preferences';
import type { GenerationBatchEntity } from '../db/entities/generation-batch.entity';
import { UserEntity } from '../db/entities/user.entity';
import { appLink } from '../config/public-url';
import type { Logger } from '../logging/logger';
import type { Mailer } from '../mail/mailer';
import { batchRepository } from './batch-repository';

/** Batches smaller than this finish while the seller watches: no mail for them. */
export const NOTIFY_MIN_ITEMS = 10;

/**
 * Mails a signed-in seller when their Generate All batch has finished (completed, or stopped
 * at the plan limit), if they kept the "notify when a batch finishes" preference on. Sent at
 * most once per batch: the batch row is marked before the mail goes out.
 */
export class BatchNotifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: Logger,
  ) {}

  async batchFinished(batchId: string): Promise<boolean> {
    const manager = this.dataSource.manager;
    if (!(await batchRepository.claimNotification(manager, batchId, NOTIFY_MIN_ITEMS))) {
      return false;
    }
    const batch = await batchRepository.findByIdOrFail(manager, batchId);
    const user = await this.dataSource
      .getRepository(UserEntity)
      .findOneBy({ id: batch.ownerUserId as string });
    if (!user || !readPreferences(user.preferences).notifyOnBatchDone) return false;
    try {
      await this.mailer.send({ to: user.email, ...batchDoneMail(batch, this.publicUrl) });
      return true;
    } catch (error) {
      this.log.warn({ err: error, batchId }, 'could not send the batch-finished mail');
      return false;
    }
  }
}

export function batchDoneMail(
  batch: Pick<GenerationBatchEntity, 'succeeded' | 'failed' | 'skipped' | 'stopReason'>,
  publicUrl: string,
): { subject: string; text: string } {
  const written = `${batch.succeeded.toLocaleString('en-US')} description${batch.succeeded === 1 ? '' : 's'}`;
  const lines = [`Generate All has finished: ${written} written.`];
  if (batch.failed > 0) {
    lines.push(
      `${batch.failed.toLocaleString('en-US')} item${batch.failed === 1 ? '' : 's'} failed; "Retry failed" runs just those again.`,
    );
  }
  if (batch.stopReason) {
    lines.push(
      `It stopped early: ${batch.stopReason} (${batch.skipped.toLocaleString('en-US')} not written).`,
    );
  }
  lines.push(
    '',
    `Your products: ${appLink(publicUrl, '/')}`,
    '',
    'You can turn these mails off in App Settings.',
  );
  return { subject: `Quillcart: ${written} written`, text: lines.join('\n') };
}
