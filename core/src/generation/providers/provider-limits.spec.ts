import { PROVIDER_NAMES } from './provider-config';
import { parseProviderLimits, providerLimitsFrom } from './provider-limits';

describe('provider limits from configuration', () => {
  it('reads PROVIDER_LIMITS per provider', () => {
    expect(
      parseProviderLimits(
        'gemini=rpm:1000,tpm:1000000,concurrent:64; openai = rpm:500',
        PROVIDER_NAMES,
      ),
    ).toEqual({
      gemini: { rpm: 1000, tpm: 1_000_000, concurrent: 64 },
      openai: { rpm: 500 },
    });
    expect(parseProviderLimits('', PROVIDER_NAMES)).toEqual({});
  });

  it('refuses what it cannot read, naming the part', () => {
    expect(() => parseProviderLimits('gemini=rpm=5', PROVIDER_NAMES)).toThrow(
      'PROVIDER_LIMITS: "gemini=rpm=5" is not provider=rpm:N,tpm:N,concurrent:N',
    );
    expect(() => parseProviderLimits('claude=rpm:5', PROVIDER_NAMES)).toThrow(/claude=rpm:5/);
    expect(() => parseProviderLimits('gemini=rpm:0', PROVIDER_NAMES)).toThrow(/gemini=rpm:0/);
    expect(() => parseProviderLimits('gemini=burst:5', PROVIDER_NAMES)).toThrow(/burst/);
  });

  it('keeps PROVIDER_MAX_REQUESTS as the short form of rpm; PROVIDER_LIMITS wins', () => {
    expect(
      providerLimitsFrom(
        {
          PROVIDER_MAX_REQUESTS: 'gemini=60,openai=500',
          PROVIDER_LIMITS: 'openai=rpm:50,tpm:9000',
        },
        PROVIDER_NAMES,
      ),
    ).toEqual({ gemini: { rpm: 60 }, openai: { rpm: 50, tpm: 9000 } });
    expect(() =>
      providerLimitsFrom(
        { PROVIDER_MAX_REQUESTS: 'gemini:60', PROVIDER_LIMITS: '' },
        PROVIDER_NAMES,
      ),
    ).toThrow('PROVIDER_MAX_REQUESTS: "gemini:60" is not provider=requests');
  });
});
