import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Props of {@link CarouselControls}. */
export interface CarouselControlsProps {
  count: number;
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  /** Accessible names, e.g. "Previous slide", "Next slide" and n => `Go to slide ${n}`. */
  previousLabel: string;
  nextLabel: string;
  dotLabel: (oneBasedNumber: number) => string;
  /** Id of the element holding the slides, for aria-controls. */
  slidesId: string;
  /** Colours for a light or a dark panel. */
  tone?: 'light' | 'dark';
  /** Extra controls after "next", e.g. the play/pause button. */
  children?: ReactNode;
}

/** The previous or the next arrow: a named button over the slides it moves. */
function ArrowButton({
  label,
  slidesId,
  onClick,
  className,
  children,
}: {
  label: string;
  slidesId: string;
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="button" aria-label={label} aria-controls={slidesId} onClick={onClick} className={className}>
      {children}
    </button>
  );
}

/**
 * Previous/next arrows and one dot per slide. Dots are 24 px hit areas (WCAG 2.5.8) with a smaller
 * visible mark; on narrow screens they take their own row so the arrows never overflow.
 */
export function CarouselControls({
  count,
  index,
  onPrevious,
  onNext,
  onGoTo,
  previousLabel,
  nextLabel,
  dotLabel,
  slidesId,
  tone = 'light',
  children,
}: CarouselControlsProps) {
  const dark = tone === 'dark';
  const arrow = cn(
    'flex size-11 cursor-pointer items-center justify-center rounded-full transition-colors',
    dark
      ? 'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20'
      : 'bg-white text-slate-800 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50',
  );
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-3">
      <ArrowButton label={previousLabel} slidesId={slidesId} onClick={onPrevious} className={arrow}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </ArrowButton>
      <div className="order-first flex w-full flex-wrap justify-center sm:order-none sm:w-auto">
        {Array.from({ length: count }, (_, i) => {
          const current = i === index;
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position; positions never reorder.
              key={i}
              type="button"
              aria-label={dotLabel(i + 1)}
              aria-controls={slidesId}
              aria-current={current ? 'true' : undefined}
              onClick={() => onGoTo(i)}
              className="group flex h-6 min-w-6 cursor-pointer items-center justify-center px-0.5"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all duration-300',
                  current ? 'w-5' : 'w-2',
                  dark
                    ? current
                      ? 'bg-white'
                      : 'bg-white/45 group-hover:bg-white/75'
                    : current
                      ? 'bg-brand-600'
                      : 'bg-slate-500 group-hover:bg-slate-700',
                )}
              />
            </button>
          );
        })}
      </div>
      <ArrowButton label={nextLabel} slidesId={slidesId} onClick={onNext} className={arrow}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </ArrowButton>
      {children}
    </div>
  );
}
