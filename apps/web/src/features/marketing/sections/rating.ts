import { TESTIMONIAL_RATING } from '@mergepix/core';

/** Clamps a rating into the allowed 1-5 range so bad data can never draw 7 stars. */
export function clampRating(rating: number): number {
  const rounded = Math.round(rating);
  return Math.min(TESTIMONIAL_RATING.max, Math.max(TESTIMONIAL_RATING.min, rounded));
}

/** Accessible label of a rating, e.g. "Rated 4 out of 5". */
export function ratingLabel(rating: number): string {
  return `Rated ${clampRating(rating)} out of ${TESTIMONIAL_RATING.max}`;
}
