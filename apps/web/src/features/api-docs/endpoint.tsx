import type { ReactNode } from 'react';
import { CodeBlock, type CodeSample } from '@/components/docs/code-block';
import { cn } from '@/lib/cn';

const METHOD_STYLE = {
  GET: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  POST: 'bg-brand-50 text-brand-800 ring-brand-200',
  PUT: 'bg-amber-50 text-amber-800 ring-amber-200',
} as const;

/** One endpoint: its method and path as a subheading, what it does, and a curl example. */
export function Endpoint({
  method,
  path,
  sample,
  children,
}: {
  method: keyof typeof METHOD_STYLE;
  path: string;
  sample: CodeSample;
  children: ReactNode;
}) {
  return (
    <div className="space-y-3 pt-4">
      <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
        <span
          className={cn(
            'rounded-md px-1.5 py-0.5 font-mono text-xs font-bold ring-1 ring-inset',
            METHOD_STYLE[method],
          )}
        >
          {method}
        </span>
        <code className="min-w-0 font-mono text-[0.95rem] break-all">{path}</code>
      </h3>
      <div className="space-y-2">{children}</div>
      <CodeBlock sample={sample} />
    </div>
  );
}
