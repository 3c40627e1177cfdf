import type { FunctionName } from '@mergepix/core';
import { Play, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { isGetFunction, parsePayload, sampleText } from './payload';
import { TestAnswer } from './test-answer';
import { draftOf, useTestRuns } from './test-runs-store';

/** One function on the Test Functions tab: its payload editor, Run, and its latest answer. */
export function FunctionTestCard({ name }: { name: FunctionName }) {
  const id = useId();
  const draft = useTestRuns((s) => draftOf(s.drafts, name));
  const run = useTestRuns((s) => s.runs[name]);
  const { setDraft, resetDraft, run: start } = useTestRuns.getState();
  const get = isGetFunction(name);
  const parsed = parsePayload(name, draft);
  const running = run?.phase === 'running';
  const edited = draft !== sampleText(name);
  return (
    <li
      data-testid={`test-${name}`}
      aria-labelledby={`${id}-title`}
      aria-busy={running}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="min-w-0 font-mono text-sm font-semibold break-words text-slate-900">
          <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
            {get ? 'GET' : 'POST'}
          </span>
          {name}
        </h3>
        <Button size="sm" onClick={() => void start(name)} disabled={running} aria-label={`Run ${name}`}>
          {running ? <Spinner /> : <Play aria-hidden="true" className="size-4" />}
          {running ? 'Running…' : 'Run'}
        </Button>
      </div>
      {get ? (
        <p className="text-sm text-slate-600">A GET without a payload.</p>
      ) : (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-slate-700">
            Payload{edited ? ' (edited)' : ''}
          </summary>
          <label htmlFor={`${id}-payload`} className="sr-only">
            JSON payload of {name}
          </label>
          <textarea
            id={`${id}-payload`}
            value={draft}
            onChange={(event) => setDraft(name, event.target.value)}
            spellCheck={false}
            rows={Math.min(12, draft.split('\n').length + 1)}
            aria-invalid={!parsed.ok}
            aria-describedby={parsed.ok ? undefined : `${id}-error`}
            className={cn(
              'mt-2 w-full rounded-xl border bg-slate-50 p-3 font-mono text-xs leading-5 text-slate-900',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
              parsed.ok ? 'border-slate-300' : 'border-red-400',
            )}
          />
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <p id={`${id}-error`} className="text-xs text-red-800">
              {parsed.ok ? '' : parsed.error}
            </p>
            <Button variant="ghost" size="sm" onClick={() => resetDraft(name)} disabled={!edited}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Reset
            </Button>
          </div>
        </details>
      )}
      {run ? <TestAnswer name={name} run={run} /> : null}
    </li>
  );
}
