import { type ImplementedTokenKey, SAMPLE_TOKEN_VALUES } from '@mergepix/core';

/** A value for every implemented token. */
export type ResolvedTokenValues = Record<ImplementedTokenKey, string>;

/**
 * The user's saved token values over the samples. Blank saved values fall back to the sample,
 * so a cleared field never renders "[FIRSTNAME]" as an empty gap in a preview.
 */
export function mergeTokenValues(
  saved: Partial<Record<ImplementedTokenKey, string | undefined>> | null | undefined,
): ResolvedTokenValues {
  const merged: ResolvedTokenValues = { ...SAMPLE_TOKEN_VALUES };
  if (!saved) return merged;
  for (const key of Object.keys(merged) as ImplementedTokenKey[]) {
    const value = saved[key]?.trim();
    if (value) merged[key] = value;
  }
  return merged;
}
