import { LINK_COPY_FEEDBACK_MS, PROMPT_MAX_LENGTH } from '@mergepix/core';
import { Check, ChevronRight, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';

/** A "Preview prompt" disclosure with the composed prompt, its length and a Copy button. */
export function PromptPreview({
  prompt,
  missingTokens = [],
}: {
  prompt: string;
  /** Tokens used in a field that have no value: left out, and said so under the prompt. */
  missingTokens?: readonly string[];
}) {
  const [copied, setCopied] = useState(false);
  const tooLong = prompt.length > PROMPT_MAX_LENGTH;

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), LINK_COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(prompt)) setCopied(true);
    else notify.error("Couldn't copy. Select the text and copy it yourself.");
  };

  return (
    <details className="group rounded-xl border border-slate-200 bg-white">
      <summary
        className={cn(
          'flex cursor-pointer list-none items-center gap-2 rounded-xl px-3.5 py-2.5 text-sm font-semibold text-slate-700',
          'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          '[&::-webkit-details-marker]:hidden',
        )}
      >
        <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        Preview prompt
        <span className="ml-auto text-xs font-normal text-slate-500">{prompt.length} characters</span>
      </summary>
      <div className="flex flex-col gap-2 border-t border-slate-200 p-3.5">
        <pre className="max-h-60 overflow-y-auto rounded-lg bg-slate-50 p-3 font-mono text-xs leading-5 break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200">
          {prompt || 'Choose some options to build the prompt.'}
        </pre>
        {missingTokens.length > 0 ? (
          <p data-testid="missing-tokens" className="text-xs text-amber-800">
            No value yet for {missingTokens.map((k) => `[${k}]`).join(', ')}, so{' '}
            {missingTokens.length > 1 ? 'they are' : 'it is'} left out. Set values under Personalization.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className={cn('text-xs', tooLong ? 'font-medium text-red-700' : 'text-slate-500')}>
            {prompt.length} / {PROMPT_MAX_LENGTH} characters
            {tooLong ? ' — too long; shorten the details before generating.' : ''}
          </p>
          <Button variant="outline" size="sm" onClick={copy} disabled={!prompt}>
            {copied ? (
              <Check aria-hidden="true" className="size-4 text-emerald-600" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <span aria-live="polite" className="sr-only">
            {copied ? 'Prompt copied' : ''}
          </span>
        </div>
      </div>
    </details>
  );
}
