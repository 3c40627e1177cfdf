import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Class names of a picture card button (a style or theme to choose), chosen or not. */
export function pictureCardClass(on: boolean, className: string, chosenRing: string): string {
  return cn(
    className,
    on
      ? cn('border-brand-600 shadow-md shadow-brand-600/10 ring-2', chosenRing)
      : 'border-slate-200 hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md',
  );
}

/** The tick in the corner of the chosen picture card; nothing on the others. */
export function ChosenTick({ on }: { on: boolean }) {
  return on ? (
    <span className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-brand-600 text-white shadow">
      <Check aria-hidden="true" className="size-4" />
    </span>
  ) : null;
}
