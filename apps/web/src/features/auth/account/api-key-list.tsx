import type { ApiKey } from '@mergepix/core';
import { KeyRound, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { keyDate, lastUsedLabel } from './api-key-dates';

/** The account's keys: name, first characters, made and last used, and a Revoke button each. */
export function ApiKeyList({ keys, onRevoke }: { keys: readonly ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  return (
    <ul data-testid="api-key-list" aria-label="API keys" className="flex flex-col gap-2">
      {keys.map((key) => (
        <li
          key={key.id}
          data-key-prefix={key.prefix}
          className="flex items-center gap-3 rounded-2xl border border-slate-200 px-3.5 py-3 sm:px-4"
        >
          <span className="hidden size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex">
            <KeyRound aria-hidden="true" className="size-4" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="min-w-0 text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">
                {key.name}
              </span>
              <code className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
                {key.prefix}…
              </code>
            </p>
            <p className="mt-1 flex flex-col gap-x-2 text-xs text-slate-500 sm:flex-row sm:flex-wrap">
              <span className="whitespace-nowrap">Created {keyDate(key.created_at)}</span>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <span className="whitespace-nowrap">
                <span className="sr-only">, </span>Last used{' '}
                <span data-testid="api-key-last-used">{lastUsedLabel(key.last_used_at)}</span>
              </span>
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="text-red-700 hover:border-red-300 hover:bg-red-50"
            aria-label={`Revoke ${key.name}`}
            onClick={() => onRevoke(key)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Revoke</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
