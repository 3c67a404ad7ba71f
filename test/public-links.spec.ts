import { batchDoneMail } from '../core/src/batches/batch-notifier';
import { appLink } from '../core/src/config/public-url';
import { loadServerConfig } from '../server/src/config';
import { loadWorkerConfig } from '../worker/src/config';

// Every link in a page or a mail comes from one PUBLIC_URL: the server's and the worker's are
// the same, whatever port the app runs on.
describe('links to the app', () => {
  it('point at the port the app runs on in every process (PORT=4101, no PUBLIC_URL)', () => {
    const env = { PORT: '4101' };
    const server = loadServerConfig(env).PUBLIC_URL;
    const worker = loadWorkerConfig(env).PUBLIC_URL;
    expect(server).toBe('http://localhost:4101');
    expect(worker).toBe(server);
    const mail = batchDoneMail({ succeeded: 12, failed: 0, skipped: 0, stopReason: null }, worker);
    expect(mail.text).toContain('Your products: http://localhost:4101/');
  });

  it('take PUBLIC_URL as given, without a doubled slash', () => {
    const env = { PORT: '4101', PUBLIC_URL: 'https://shop.example.com/' };
    expect(loadWorkerConfig(env).PUBLIC_URL).toBe('https://shop.example.com');
    expect(loadServerConfig(env).PUBLIC_URL).toBe('https://shop.example.com');
    expect(appLink('https://shop.example.com/', '/reset-password?token=abc')).toBe(
      'https://shop.example.com/reset-password?token=abc',
    );
    expect(appLink('https://shop.example.com')).toBe('https://shop.example.com/');
  });
});
