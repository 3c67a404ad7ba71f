import { ConfigError } from '../../../../core/src/config/env';
import { stripeSettings } from './billing.config';

describe('stripeSettings', () => {
  it('is null without a key: demo billing', () => {
    expect(stripeSettings({})).toBeNull();
  });

  it('reports every variable missing next to the key at once', () => {
    expect(() =>
      stripeSettings({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_PRO: 'price_pro' }),
    ).toThrow(
      new ConfigError(
        'Invalid configuration:\n' +
          '  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set\n' +
          '  STRIPE_PRICE_BUSINESS: required when STRIPE_SECRET_KEY is set',
      ),
    );
  });

  it('reads the prices, the webhook secret and an API base', () => {
    expect(
      stripeSettings({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_PRO: 'price_pro',
        STRIPE_PRICE_BUSINESS: 'price_business',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }),
    ).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      prices: { pro: 'price_pro', business: 'price_business' },
      apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 },
    });
  });
});
