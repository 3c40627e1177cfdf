import { LINK_COPY_FEEDBACK_MS } from '@mergepix/core';
import { Check, ClipboardCopy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { readApiCalls } from '@/lib/api-journal';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/toast';
import { useCopyFeedback } from '@/lib/use-copy-feedback';
import { buildDiagnosticsReport } from './diagnostics-report';
import { backendUrl } from './summary-cards';
import type { DiagnosticsCheck } from './use-diagnostics-check';

/** Copies a plain-text report for a support ticket: states and ids, no secrets (see the builder). */
export function CopyDiagnosticsButton({ check }: { check: DiagnosticsCheck }) {
  const { copied, copy } = useCopyFeedback<'report'>(LINK_COPY_FEEDBACK_MS);
  const { user } = useAuth();
  const onCopy = async () => {
    const report = buildDiagnosticsReport({
      now: new Date(),
      pageUrl: window.location.href,
      userAgent: navigator.userAgent,
      backendUrl: backendUrl(),
      health: check.health,
      functions: check.functions,
      calls: readApiCalls(),
      signedIn: user !== null,
    });
    if (!(await copy('report', report)))
      notify.error("Couldn't copy the report. Your browser refused the clipboard.");
  };
  return (
    <Button variant="outline" onClick={() => void onCopy()} data-testid="copy-diagnostics">
      {copied ? (
        <Check aria-hidden="true" className="size-4 text-emerald-600" />
      ) : (
        <ClipboardCopy aria-hidden="true" className="size-4" />
      )}
      {copied ? 'Copied' : 'Copy diagnostics'}
      <span aria-live="polite" className="sr-only">
        {copied ? 'Diagnostics report copied' : ''}
      </span>
    </Button>
  );
}
