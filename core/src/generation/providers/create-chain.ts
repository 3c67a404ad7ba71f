import type { Redis } from 'ioredis';
import { BuiltinProvider } from './builtin.provider';
import { ProviderChain } from './provider-chain';
import { ProviderBudget, parseProviderLimits } from './provider-budget';
import { PROVIDER_NAMES, configuredProviders, type ProviderEnv } from './provider-config';

/** The chain as configured: keyed providers in order, the offline writer where listed. */
export function createProviderChain(
  env: ProviderEnv,
  redis: Redis,
  keyPrefix: string,
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
    budget: new ProviderBudget(
      redis,
      keyPrefix,
      parseProviderLimits(env.PROVIDER_MAX_REQUESTS, PROVIDER_NAMES),
      env.PROVIDER_REQUEST_WINDOW_MS,
    ),
  });
}
