import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';

/**
 * The backup codes, shown once right after 2FA is turned on. They are never fetched again, so
 * the user must copy them before pressing Done.
 */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <div
        role="status"
        className="flex gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm"
      >
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        <p className="text-emerald-900">
          <span className="block font-semibold">Two-factor authentication is on.</span>
          Save these backup codes somewhere safe. Each one works once if you lose your phone. They won't be
          shown again.
        </p>
      </div>
      <ul
        data-testid="backup-codes"
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-2xl bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-white px-2 py-1.5 text-center shadow-sm">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <CopyButton text={codes.join('\n')} label="Copy codes" />
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
