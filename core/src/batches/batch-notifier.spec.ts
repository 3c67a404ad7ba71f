import { batchDoneMail } from './batch-notifier';

describe('the batch-finished mail', () => {
  it('says how many descriptions were written', () => {
    expect(
      batchDoneMail({ succeeded: 1200, failed: 0, skipped: 0, stopReason: null }, 'https://q.app'),
    ).toEqual({
      subject: 'Quillcart: 1,200 descriptions written',
      text: [
        'Generate All has finished: 1,200 descriptions written.',
        '',
        'Your products: https://q.app/',
        '',
        'You can turn these mails off in App Settings.',
      ].join('\n'),
    });
  });

  it('names failures and an early stop at the plan limit', () => {
    const mail = batchDoneMail(
      { succeeded: 1, failed: 2, skipped: 7, stopReason: 'Generation limit reached' },
      'https://q.app',
    );
    expect(mail.subject).toBe('Quillcart: 1 description written');
    expect(mail.text).toContain('2 items failed; "Retry failed" runs just those again.');
    expect(mail.text).toContain('It stopped early: Generation limit reached (7 not written).');
  });
});
