import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A search box with a magnifier and a visually hidden label. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  className,
  inputClassName,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <label className={cn('relative block', className)}>
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={cn(
          'h-10 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-9 text-sm shadow-sm placeholder:text-slate-400',
          'focus:border-brand-500 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20',
          inputClassName,
        )}
      />
    </label>
  );
}
