import { cn } from '@/lib/cn';

/** A labelled progress bar from 0 to 100 (rounded for assistive tech), filling smoothly. */
export function ProgressBar({
  label,
  percent,
  className,
  trackClassName = 'bg-slate-200',
}: {
  label: string;
  percent: number;
  className?: string;
  /** The empty part's colours. */
  trackClassName?: string;
}) {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      className={cn('h-2 w-full overflow-hidden rounded-full', trackClassName, className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-300 ease-out"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
