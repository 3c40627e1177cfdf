import { CheckCircle2, CloudOff, Loader2 } from 'lucide-react';
import type { SaveState } from './autosaver';

/** Where autosave stands, always visible, with a retry when saving failed. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  if (state.status === 'error')
    return (
      <span
        role="alert"
        className="flex items-center gap-1.5 text-xs text-red-700"
        data-testid="save-status"
        data-status="error"
      >
        <CloudOff aria-hidden="true" className="size-4" />
        <span>
          Not saved: {state.message} {state.retrying ? 'Retrying…' : null}
        </span>
        <button type="button" onClick={onRetry} className="font-semibold underline">
          Try again
        </button>
      </span>
    );
  const busy = state.status !== 'saved';
  return (
    <span
      role="status"
      className="flex items-center gap-1.5 text-xs text-slate-600"
      data-testid="save-status"
      data-status={state.status}
    >
      {busy ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />
      )}
      {busy ? 'Saving…' : 'All changes saved'}
    </span>
  );
}
