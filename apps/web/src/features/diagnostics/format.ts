import type { ProviderHealth } from '@mergepix/core';

// Small wordings shared by the tabs and the copied report.

/** "5 min", "30 s": the length of a provider's error-rate window. */
export function formatWindow(ms: number): string {
  return ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`;
}

/** "2 of 10 calls failed in the last 5 min (20%)", or that there were none. */
export function errorRate({ calls, failures, windowMs }: ProviderHealth['recent']): string {
  const window = formatWindow(windowMs);
  if (calls === 0) return `No calls in the last ${window}`;
  const rate = Math.round((failures / calls) * 100);
  return `${failures} of ${calls} ${calls === 1 ? 'call' : 'calls'} failed in the last ${window} (${rate}%)`;
}

/** "1.2 s" or "85 ms". */
export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/** A call's time of day, to the second. */
export function formatClock(time: number | string): string {
  return new Date(time).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}
