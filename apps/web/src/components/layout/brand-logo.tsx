import { GradientBox } from '@/components/illustrations/kit/gradient';
import { cn } from '@/lib/cn';

/** The Mergepix mark: an "M" on the brand gradient. Decorative; the wordmark carries the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8', className)}>
      <GradientBox id="brand-mark-gradient" from="#7c3aed" to="#db2777" width={64} height={64} rx={16} />
      <path
        d="M17 45V21l15 14 15-14v24"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="49" cy="14" r="5" fill="#fde68a" />
    </svg>
  );
}

/** Mark plus wordmark, used by the header link and the footer. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <BrandMark />
      <span className="text-lg font-extrabold tracking-tight text-slate-900">Mergepix</span>
    </span>
  );
}
