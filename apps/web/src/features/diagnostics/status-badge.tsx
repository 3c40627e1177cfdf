import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The colour of a state: good, bad, in between, or not known yet. */
export type Tone = 'ok' | 'bad' | 'warn' | 'idle';

const TONES: Record<Tone, string> = {
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  bad: 'bg-red-50 text-red-800 ring-red-600/20',
  warn: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  idle: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** A small pill naming a state in words (the colour only repeats what the text says). */
export function StatusBadge({
  tone,
  children,
  className,
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** The tone of an HTTP status: 2xx ok, 4xx warn, 5xx or none bad. */
export function statusTone(status: number): Tone {
  if (status >= 200 && status < 400) return 'ok';
  if (status >= 400 && status < 500) return 'warn';
  return 'bad';
}
