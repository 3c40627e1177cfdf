import { API_KEYS_MAX_ACTIVE, type ApiKey, type CreatedApiKey } from '@mergepix/core';
import { KeyRound, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PATHS } from '@/config/paths';
import { errorMessage } from '@/lib/auth/auth-messages';
import { AccountSection } from './account-section';
import { ApiKeyCreateForm } from './api-key-create-form';
import { ApiKeyList } from './api-key-list';
import { useApiKeysQuery } from './api-keys-api';
import { NewApiKey } from './new-api-key';
import { AFTER_REVOKE_FOCUS_ID, RevokeApiKeyDialog } from './revoke-api-key-dialog';

/**
 * API keys for scripts and other tools: create one with a name (the key is shown once), see
 * them by prefix with when they were made and last used, revoke one. Keys work on the designs
 * and batch endpoints only; the guide at /developers/api shows how.
 */
export function ApiKeysSection({ userId }: { userId: string }) {
  const keys = useApiKeysQuery(userId);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  // Kept here, not in the list: revoking the last key replaces the list with the empty state.
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const full = (keys.data?.length ?? 0) >= API_KEYS_MAX_ACTIVE;

  return (
    <AccountSection
      id="api-keys"
      title="API keys"
      description={
        <>
          Let your scripts and other tools work with your live image designs: create and publish designs, read
          their links and stats, and run batch exports. A key can't sign in, change your password or manage
          keys.{' '}
          <Link
            to={PATHS.apiDocs}
            className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900"
          >
            Read the API guide
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {created ? (
          <NewApiKey created={created} onDone={() => setCreated(null)} />
        ) : (
          <ApiKeyCreateForm userId={userId} full={full} onCreated={setCreated} />
        )}
        <div>
          <h3
            id={AFTER_REVOKE_FOCUS_ID}
            tabIndex={-1}
            className="mb-2 text-sm font-semibold text-slate-900 outline-none"
          >
            Your keys
          </h3>
          {keys.isPending ? (
            <p className="rounded-2xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
              Loading your keys…
            </p>
          ) : keys.isError ? (
            <FormAlert>
              {errorMessage(keys.error)}{' '}
              <Button
                variant="ghost"
                size="sm"
                className="-my-1 h-7 px-2"
                onClick={() => void keys.refetch()}
              >
                <RefreshCw aria-hidden="true" className="size-3.5" />
                Try again
              </Button>
            </FormAlert>
          ) : keys.data.length === 0 ? (
            <div
              data-testid="api-keys-empty"
              className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center"
            >
              <KeyRound aria-hidden="true" className="size-5 text-slate-400" />
              <p className="text-sm text-slate-600">
                No API keys yet. Create one to call the API from a script.
              </p>
            </div>
          ) : (
            <ApiKeyList keys={keys.data} onRevoke={setRevoking} />
          )}
        </div>
      </div>
      <RevokeApiKeyDialog
        userId={userId}
        apiKey={revoking}
        onClose={() => setRevoking(null)}
        // Revoking the key just shown makes its one-time box pointless.
        onRevoked={(id) => setCreated((shown) => (shown?.id === id ? null : shown))}
      />
    </AccountSection>
  );
}
