import {
  batchDone,
  generatedForMessage,
  hasRetryableItems,
  isActiveBatch,
  itemsLabel,
  notReadyLabel,
  stoppedAtLimit,
  stoppedAtLimitText,
} from './batch-state';

describe('Generate All batch state', () => {
  it('is active while queued or running, and done with the rest', () => {
    expect(isActiveBatch({ status: 'QUEUED' })).toBe(true);
    expect(isActiveBatch({ status: 'RUNNING' })).toBe(true);
    expect(isActiveBatch({ status: 'COMPLETED' })).toBe(false);
    expect(isActiveBatch({ status: 'CANCELLED' })).toBe(false);
    expect(isActiveBatch({ status: 'STOPPED' })).toBe(false);
  });

  it('counts the items finished with, never below zero', () => {
    expect(batchDone({ total: 30, pending: 12 })).toBe(18);
    expect(batchDone({ total: 3, pending: 5 })).toBe(0);
  });

  it('offers Retry failed for failures, and for items skipped by a stop at the limit', () => {
    expect(hasRetryableItems({ status: 'COMPLETED', failed: 2, skipped: 0 })).toBe(true);
    expect(hasRetryableItems({ status: 'COMPLETED', failed: 0, skipped: 4 })).toBe(false);
    expect(hasRetryableItems({ status: 'STOPPED', failed: 0, skipped: 4 })).toBe(true);
    expect(hasRetryableItems({ status: 'STOPPED', failed: 0, skipped: 0 })).toBe(false);
  });

  it('tells a stop at the allowance from another stop', () => {
    expect(stoppedAtLimit({ status: 'STOPPED', stopReason: 'Monthly limit reached' })).toBe(true);
    expect(stoppedAtLimit({ status: 'STOPPED', stopReason: null })).toBe(false);
    expect(stoppedAtLimit({ status: 'CANCELLED', stopReason: 'x' })).toBe(false);
  });

  it('words the summary as SPEC §8 does', () => {
    expect(generatedForMessage(1)).toBe('Generated descriptions for 1 item');
    expect(generatedForMessage(1200)).toBe('Generated descriptions for 1,200 items');
    expect(itemsLabel(0)).toBe('0 items');
    expect(notReadyLabel(1)).toBe('1 product not ready to generate, skipped at no charge');
    expect(notReadyLabel(3)).toBe('3 products not ready to generate, skipped at no charge');
    expect(stoppedAtLimitText({ succeeded: 25, total: 30 }, false)).toBe(
      "Stopped at your plan's limit: 25 of 30 written",
    );
    expect(stoppedAtLimitText({ succeeded: 1, total: 4 }, true)).toBe(
      'Stopped at the guest limit: 1 of 4 written',
    );
  });
});
