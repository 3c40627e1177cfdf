import type { ProviderHealth } from '@mergepix/core';
import type { Providers } from './chain.ts';
import type { CircuitBreaker } from './circuit-breaker.ts';
import { breakerKey } from './resilience.ts';
import { PROVIDER_LABELS } from './types.ts';

/**
 * Every provider capability with its circuit breaker and recent error rate, for the diagnostics
 * page. Whether a key is set is all it says of a key.
 */
export function providerHealth(providers: Providers, breaker: CircuitBreaker): ProviderHealth[] {
  const rows = [
    ...providers.images.map((p) => ({ p, capability: 'image' as const })),
    ...providers.chat.map((p) => ({ p, capability: 'chat' as const })),
  ];
  return rows.map(({ p, capability }) => {
    const key = breakerKey(capability, p.id);
    return {
      key,
      provider: p.id,
      capability,
      label: `${PROVIDER_LABELS[p.id]} ${capability === 'image' ? 'images' : 'chat'}`,
      configured: p.configured,
      ...breaker.snapshot(key),
    };
  });
}
