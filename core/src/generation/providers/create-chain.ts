import type { Redis } from 'ioredis';
import type { Logger } from '../../logging/logger';
import { BuiltinProvider } from './builtin.provider';
import { ProviderChain } from './provider-chain';
import { PROVIDER_NAMES, configuredProviders, type ProviderEnv } from './provider-config';
import { providerLimitsFrom } from './provider-limits';
import { RateGovernor } from './rate-governor';

/** The chain as configured: keyed providers in order, the offline writer where listed. */
export function createProviderChain(
  env: ProviderEnv,
  redis: Redis,
  keyPrefix: string,
  /** BULK_PACE_MS: an optional floor between two requests to a provider (the worker's). */
  floorMs = 0,
  /** Where providers' failures are said. */
  log?: Logger,
): ProviderChain {
  const providers = configuredProviders(env).map(
    ({ provider }) => provider ?? new BuiltinProvider(),
  );
  return new ProviderChain({
    providers: providers.length > 0 ? providers : [new BuiltinProvider()],
    redis,
    keyPrefix,
    cooldownMs: env.PROVIDER_RETRY_PRIMARY_MS,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
    interactiveWaitMs: env.PROVIDER_INTERACTIVE_WAIT_MS,
    log: log?.child({ component: 'provider-chain' }),
    governor: new RateGovernor(redis, keyPrefix, {
      limits: providerLimitsFrom(env, PROVIDER_NAMES),
      windowMs: env.PROVIDER_REQUEST_WINDOW_MS,
      startRpm: env.PROVIDER_START_RPM,
      headroom: env.PROVIDER_LIMIT_HEADROOM,
      floorMs,
      horizonMs: env.PROVIDER_RESERVE_HORIZON_MS,
      // A request lasts at most its time-out; its permit lapses a little after.
      leaseMs: env.PROVIDER_TIMEOUT_MS + 5000,
      throttleDelayMs: env.PROVIDER_THROTTLE_DELAY_MS,
      increaseStep: 1,
      unlimited: ['builtin'],
    }),
  });
}
