import { TESTIMONIAL_RATING } from '@mergepix/core';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { clampRating, ratingLabel } from './rating';

/** Filled and empty stars, announced as one image: "Rated N out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = clampRating(rating);
  return (
    <div role="img" aria-label={ratingLabel(rating)} className={cn('flex gap-1', className)}>
      {Array.from({ length: TESTIMONIAL_RATING.max }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: star positions are fixed.
          key={i}
          aria-hidden="true"
          className={cn(
            'size-5',
            i < filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
          )}
        />
      ))}
    </div>
  );
}
