import { type ImplementedTokenKey, SAMPLE_TOKEN_VALUES } from '@mergepix/core';

/**
 * Beside a token's "Not set": the sample identity's value, marked "Sample"
 * (docs/product.md#personalization-tokens). It is only shown, never stored or sent.
 */
export function SampleValue({ tokenKey }: { tokenKey: string }) {
  const sample = SAMPLE_TOKEN_VALUES[tokenKey as ImplementedTokenKey] as string | undefined;
  if (!sample) return null;
  return (
    <span data-token-sample={tokenKey} className="inline-flex min-w-0 items-center gap-1 not-italic">
      <span className="rounded bg-amber-100 px-1 py-px text-[10px] font-bold tracking-wide text-amber-800 uppercase">
        Sample
      </span>
      <span className="truncate text-slate-400">{sample}</span>
    </span>
  );
}
