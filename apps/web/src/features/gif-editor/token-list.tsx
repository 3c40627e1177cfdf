import { getToken, IMPLEMENTED_TOKEN_KEYS, type TokenValues } from '@mergepix/core';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '@/config/paths';

// Personalization Tokens (docs/product.md#gif-editor): the four values the page supplies, each with its
// current value or "Not set", and a button that puts it on the current frame.

export function TokenList({
  values,
  onAdd,
  full,
}: {
  values: TokenValues;
  onAdd(key: string): void;
  /** The current frame holds as many texts as it can. */
  full: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2" data-testid="gif-token-list">
        {IMPLEMENTED_TOKEN_KEYS.map((key) => {
          const value = values[key]?.trim();
          return (
            <li
              key={key}
              className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2"
            >
              <div className="min-w-0">
                <p className="font-mono text-xs font-semibold text-brand-700">[{key}]</p>
                <p className={value ? 'truncate text-sm text-slate-800' : 'text-sm text-slate-400 italic'}>
                  {value || 'Not set'}
                </p>
              </div>
              <button
                type="button"
                disabled={full}
                onClick={() => onAdd(key)}
                aria-label={`Add ${getToken(key)?.displayName ?? key} to this frame`}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:border-brand-500 disabled:opacity-50"
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-500">
        The GIF you download shows these values.{' '}
        <Link to={PATHS.tokens} className="text-brand-700 underline">
          Change them
        </Link>
        ; publish it live to show each recipient their own.
      </p>
    </div>
  );
}
