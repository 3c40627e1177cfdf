import { Activity } from 'lucide-react';
import { useState } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CopyDiagnosticsButton } from './copy-diagnostics-button';
import { DebugLogsTab } from './debug-logs-tab';
import { DiagnosticsTabs, type TabSpec } from './diagnostics-tabs';
import { FunctionStatusTab } from './function-status-tab';
import { SummaryCards } from './summary-cards';
import { TestFunctionsTab } from './test-functions-tab';
import { useDiagnosticsCheck } from './use-diagnostics-check';

/** The tab state: status, testing or logs (docs/product.md#diagnostics). */
type DiagnosticsTab = 'status' | 'testing' | 'logs';

/**
 * /debug: is the backend configured and reachable, which functions answer, a test run of each,
 * and the recent calls with the server's lines for them — for the user and for support.
 */
export function DiagnosticsPage() {
  useDocumentTitle('Edge Function Diagnostics');
  const check = useDiagnosticsCheck();
  const [tab, setTab] = useState<DiagnosticsTab>('status');
  const tabs: readonly TabSpec<DiagnosticsTab>[] = [
    { key: 'status', label: 'Function Status', panel: () => <FunctionStatusTab check={check} /> },
    { key: 'testing', label: 'Test Functions', panel: () => <TestFunctionsTab /> },
    { key: 'logs', label: 'Debug Logs', panel: () => <DebugLogsTab /> },
  ];
  return (
    <div data-testid="diagnostics" className="mx-auto max-w-7xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28 lg:px-8">
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
            <Activity aria-hidden="true" className="size-4" />
            Diagnostics
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl">
            Edge Function Diagnostics
          </h1>
          <p className="mt-3 text-base leading-7 text-pretty text-slate-600">
            Check the backend, see which functions answer, try each one with a sample payload and read the
            recent calls. Copy the report into a support request: it holds no keys, cookies or content.
          </p>
        </div>
        <CopyDiagnosticsButton check={check} />
      </header>
      <SummaryCards check={check} />
      <div className="mt-10">
        <DiagnosticsTabs label="Diagnostics" tabs={tabs} selected={tab} onSelect={setTab} />
      </div>
    </div>
  );
}

export default DiagnosticsPage;
