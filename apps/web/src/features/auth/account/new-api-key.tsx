import type { CreatedApiKey } from '@mergepix/core';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';

/**
 * The new key, shown this once: the server keeps only its hash, so it can never be shown again.
 * Focus moves here so the note is read out and Copy is one Tab away.
 */
export function NewApiKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);

  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby="new-api-key-title"
      aria-describedby="new-api-key-note"
      data-testid="new-api-key"
      className="flex scroll-mt-24 flex-col gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 outline-none focus-visible:ring-4 focus-visible:ring-emerald-500/30 sm:p-5"
    >
      <div className="flex gap-2.5">
        <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        <div className="text-sm text-emerald-950">
          <p id="new-api-key-title" className="font-semibold">
            Your new key “{created.name}”
          </p>
          <p id="new-api-key-note" className="mt-0.5">
            Copy it now and keep it somewhere safe, such as a password manager or your script's secrets.{' '}
            <strong>You won't see it again.</strong>
          </p>
        </div>
      </div>
      <code
        data-testid="new-api-key-value"
        className="block rounded-xl bg-white px-3 py-2.5 font-mono text-sm font-semibold break-all text-slate-900 shadow-sm select-all"
      >
        {created.key}
      </code>
      <div className="flex flex-wrap justify-end gap-2">
        <CopyButton text={created.key} label="Copy key" />
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
