import type { ApiKey } from '@mergepix/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/auth/auth-messages';
import { notify } from '@/lib/toast';
import { useRevokeApiKey } from './api-keys-api';

/** Where focus goes once a key is revoked: its row, and the button that opened this, are gone. */
export const AFTER_REVOKE_FOCUS_ID = 'api-key-list-title';

/** "Revoke this key?": scripts using it stop working at once, and that cannot be undone. */
export function RevokeApiKeyDialog({
  userId,
  apiKey,
  onClose,
  onRevoked,
}: {
  userId: string;
  /** The key to revoke; null keeps the dialog closed. */
  apiKey: ApiKey | null;
  onClose: () => void;
  /** Told once the key is gone (revoked now, or before). */
  onRevoked?: (id: string) => void;
}) {
  const revoke = useRevokeApiKey(userId);
  const [error, setError] = useState<string | null>(null);
  // The key stays named while the dialog animates closed.
  const shown = useRef(apiKey);
  if (apiKey) shown.current = apiKey;
  const revoked = useRef(false);
  const { reset } = revoke;
  useEffect(() => {
    if (apiKey) {
      setError(null);
      revoked.current = false;
      reset();
    }
  }, [apiKey, reset]);

  async function confirm() {
    if (!apiKey) return;
    setError(null);
    try {
      await revoke.mutateAsync(apiKey.id);
    } catch (err) {
      // Already gone (revoked elsewhere): the list is re-read, and the outcome is the same.
      if (!isApiError(err, 404)) {
        setError(errorMessage(err));
        return;
      }
    }
    revoked.current = true;
    onRevoked?.(apiKey.id);
    notify.success(`API key “${apiKey.name}” revoked.`);
    onClose();
  }

  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => !open && !revoke.isPending && onClose()}>
      <DialogContent
        className="flex flex-col gap-4"
        onCloseAutoFocus={(event) => {
          if (!revoked.current) return;
          event.preventDefault();
          document.getElementById(AFTER_REVOKE_FOCUS_ID)?.focus();
        }}
      >
        <div className="pr-10">
          <DialogTitle className="text-lg font-bold text-slate-900">
            Revoke “{shown.current?.name}”?
          </DialogTitle>
          <DialogDescription className="mt-1 text-sm leading-6 text-slate-600">
            Anything using the key{' '}
            <code className="rounded bg-slate-100 px-1 font-mono text-xs text-slate-800">
              {shown.current?.prefix}…
            </code>{' '}
            stops working at once and gets “This API key was revoked”. This can't be undone.
          </DialogDescription>
        </div>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={revoke.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            className="bg-red-600 shadow-red-600/30 hover:bg-red-700 active:bg-red-800"
            disabled={revoke.isPending}
            aria-busy={revoke.isPending || undefined}
            onClick={() => void confirm()}
          >
            {revoke.isPending ? <Spinner /> : null}
            Revoke key
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
