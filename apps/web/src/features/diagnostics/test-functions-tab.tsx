import { PlayCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FunctionTestCard } from './function-test-card';
import { TEST_ORDER, useTestRuns } from './test-runs-store';

/** Every function with a sample payload to edit and run, one by one or all in turn. */
export function TestFunctionsTab() {
  const runningAll = useTestRuns((s) => s.runningAll);
  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-2xl text-sm text-slate-600">
          Each call sends its JSON payload with X-Debug-Mode and a fresh X-Request-ID. Your session cookie
          goes along when you are signed in; there is no bearer token to add. Without provider keys the
          offline engine answers.
        </p>
        <Button
          onClick={() => void useTestRuns.getState().runAll()}
          disabled={runningAll > 0}
          aria-busy={runningAll > 0}
        >
          {runningAll > 0 ? <Spinner /> : <PlayCircle aria-hidden="true" className="size-4" />}
          {runningAll ? `Running ${runningAll} of ${TEST_ORDER.length}…` : 'Run all'}
        </Button>
      </div>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {TEST_ORDER.map((name) => (
          <FunctionTestCard key={name} name={name} />
        ))}
      </ul>
    </div>
  );
}
