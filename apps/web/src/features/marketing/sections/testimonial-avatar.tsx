import { useId } from 'react';
import { initialsOf } from '@/lib/initials';
import type { AvatarArt } from './testimonials-data';

const FONT = 'ui-sans-serif, system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif';

const SHAPES: Record<AvatarArt['shape'], string> = {
  circle: 'M32 2a30 30 0 1 1 0 60 30 30 0 0 1 0-60z',
  blob: 'M34 3c14 1 27 11 27 27 1 17-12 31-29 31S3 49 3 32 18 2 34 3z',
  squircle: 'M32 2c24 0 30 6 30 30s-6 30-30 30S2 56 2 32 8 2 32 2z',
  hexagon: 'M32 2l26 15v30L32 62 6 47V17z',
  flower:
    'M32 4c6 0 9 5 11 8 4-1 9-1 12 4s1 9-1 12c3 3 5 7 3 12s-7 6-11 6c-1 4-5 9-14 9s-12-5-14-9c-4 0-9-1-11-6s0-9 3-12C8 25 6 20 9 16s8-5 12-4c2-3 5-8 11-8z',
};

/**
 * Original illustrated avatar: the person's initials on a shaped gradient. Decorative — the name
 * is printed right next to it — so it is hidden from assistive technology.
 */
export function TestimonialAvatar({
  name,
  art,
  className,
}: {
  name: string;
  art: AvatarArt;
  className?: string;
}) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className} fontFamily={FONT}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <path d={SHAPES[art.shape]} fill={`url(#${gradientId})`} />
      <circle cx="50" cy="14" r="5" fill="#fff" fillOpacity=".3" />
      <text x="32" y="40" textAnchor="middle" fontSize="22" fontWeight="800" fill="#fff">
        {initialsOf(name, null)}
      </text>
    </svg>
  );
}
