import type { ServerLogLine } from '@mergepix/core';
import { cn } from '@/lib/cn';
import { formatClock, formatMs } from './format';

const LEVEL: Record<ServerLogLine['level'], string> = {
  debug: 'text-slate-500',
  info: 'text-sky-800',
  warn: 'text-amber-800',
  error: 'text-red-800',
};

/** The server's lines of one request, oldest first, indented under their call. */
export function ServerLogLines({ lines }: { lines: readonly ServerLogLine[] }) {
  return (
    <ol aria-label="Server log lines" className="mt-2 space-y-1 border-l-2 border-brand-200 pl-3">
      {lines.map((line, index) => (
        <li
          // Lines carry no id of their own; within one request their order is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          data-testid="server-line"
          className="font-mono text-xs leading-5 break-words text-slate-700"
        >
          <span className="text-slate-500">{formatClock(line.time)}</span>{' '}
          <span className={cn('font-semibold uppercase', LEVEL[line.level])}>{line.level}</span> {line.msg}
          {line.status !== undefined ? ` · ${line.status}` : ''}
          {line.ms !== undefined ? ` · ${formatMs(line.ms)}` : ''}
          {line.detail
            ? Object.entries(line.detail).map(([key, value]) => (
                <span key={key} className="text-slate-500">
                  {' '}
                  {key}={String(value)}
                </span>
              ))
            : null}
        </li>
      ))}
    </ol>
  );
}
