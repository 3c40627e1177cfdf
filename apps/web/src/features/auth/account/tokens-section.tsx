import { getToken, IMPLEMENTED_TOKEN_KEYS, type Profile } from '@mergepix/core';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { mergeTokenValues } from '@/lib/tokens/merge-samples';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { AccountSection } from './account-section';
import { TokensForm } from './tokens-form';

/**
 * The values that replace [FIRSTNAME], [LASTNAME], [COMPANY] and [EMAIL] in previews: a summary
 * of what each token becomes, and the inputs behind "Edit tokens". Keeping the inputs closed by
 * default also keeps "Company" a unique label on the page (the profile has one too).
 */
export function TokensSection({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  // Through the one token store, which also brings in values typed here before signing in.
  const { values } = useTokenValues();
  const resolved = mergeTokenValues(values);

  return (
    <AccountSection
      id="tokens"
      title="Personalization tokens"
      description={
        <>
          These values fill <TokenChip>[FIRSTNAME]</TokenChip>, <TokenChip>[LASTNAME]</TokenChip>,{' '}
          <TokenChip>[COMPANY]</TokenChip> and <TokenChip>[EMAIL]</TokenChip> in previews across the app. An
          empty one shows a sample here, but is left out of what you make.
        </>
      }
    >
      {editing ? (
        <TokensForm profile={profile} onClose={() => setEditing(false)} />
      ) : (
        <div className="flex flex-col gap-4">
          <dl data-testid="token-values" className="grid gap-2 sm:grid-cols-2">
            {IMPLEMENTED_TOKEN_KEYS.map((key) => {
              const own = Boolean(values[key]?.trim());
              return (
                <div key={key} className="min-w-0 rounded-xl bg-slate-50 px-3.5 py-2.5">
                  <dt className="flex items-center justify-between gap-2 text-xs text-slate-500">
                    {getToken(key)?.displayName ?? key}
                    <span className="font-mono text-[11px] text-brand-700">[{key}]</span>
                  </dt>
                  <dd data-token={key} className="mt-0.5 truncate text-sm font-medium text-slate-900">
                    {resolved[key]}
                    {own ? null : <span className="ml-1.5 text-xs font-normal text-slate-400">(sample)</span>}
                  </dd>
                </div>
              );
            })}
          </dl>
          <Button variant="outline" className="self-end" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit tokens
          </Button>
        </div>
      )}
    </AccountSection>
  );
}

function TokenChip({ children }: { children: string }) {
  return (
    <code className="rounded-md bg-brand-50 px-1 py-0.5 font-mono text-xs font-semibold text-brand-800">
      {children}
    </code>
  );
}
