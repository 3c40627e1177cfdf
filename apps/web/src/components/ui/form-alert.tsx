import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A form-level error (role="alert", announced at once) or success note (role="status"). */
export function FormAlert({
  tone = 'error',
  children,
  className,
  'data-testid': testId,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cn(
        'flex gap-2.5 rounded-xl border px-3.5 py-3 text-sm leading-5',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-emerald-200 bg-emerald-50 text-emerald-900',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
