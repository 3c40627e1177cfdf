import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/cn';

/** One sample as shown: a caption, a language tag for the label, and the text to copy. */
export interface CodeSample {
  /** Unique on the page; the caption's id is derived from it. */
  id: string;
  title: string;
  language: 'sh' | 'json' | 'ts';
  code: string;
}

/** How long the button says "Copied". */
const COPIED_FEEDBACK_MS = 2000;

const LANGUAGE_LABELS: Record<CodeSample['language'], string> = {
  sh: 'Shell',
  json: 'JSON',
  ts: 'TypeScript',
};

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A titled code sample with a Copy button. When neither the Clipboard API nor the legacy fallback
 * works (non-secure origin, permissions), the code is selected and a message says how to copy it
 * by hand, so the button never silently does nothing.
 */
export function CodeBlock({ sample, className }: { sample: CodeSample; className?: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const codeRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    if (await copyText(sample.code)) {
      setState('copied');
      return;
    }
    const code = codeRef.current;
    if (code) window.getSelection()?.selectAllChildren(code);
    setState('failed');
  }

  const titleId = `${sample.id}-title`;
  return (
    <figure
      data-testid="code-block"
      data-sample={sample.id}
      aria-labelledby={titleId}
      className={cn('overflow-hidden rounded-2xl bg-slate-950 shadow-sm ring-1 ring-slate-900/10', className)}
    >
      <figcaption className="flex items-center gap-3 border-b border-white/10 px-4 py-2">
        <span className="rounded-md bg-white/10 px-1.5 py-0.5 font-mono text-[0.7rem] font-semibold text-slate-300">
          {LANGUAGE_LABELS[sample.language]}
        </span>
        <span id={titleId} className="min-w-0 flex-1 text-sm leading-5 font-medium text-slate-200">
          {sample.title}
        </span>
        <button
          type="button"
          onClick={copy}
          aria-label={`Copy ${sample.title}`}
          className="inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg px-2.5 text-xs font-semibold text-slate-200 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-400"
        >
          {state === 'copied' ? (
            <Check aria-hidden="true" className="size-4 text-emerald-400" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {state === 'copied' ? 'Copied' : 'Copy'}
        </button>
      </figcaption>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll long lines sideways.
        tabIndex={0}
        className="overflow-x-auto p-4 text-[0.8125rem] leading-6 text-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-400"
      >
        <code ref={codeRef} className="font-mono">
          {sample.code}
        </code>
      </pre>
      <p aria-live="polite" className={cn('px-4 text-xs text-amber-200', state === 'failed' && 'pb-3')}>
        {state === 'failed' ? (
          'Copying is blocked in this browser. The code is selected: press Ctrl+C (⌘C on a Mac) to copy it.'
        ) : state === 'copied' ? (
          <span className="sr-only">Copied to the clipboard</span>
        ) : null}
      </p>
    </figure>
  );
}
