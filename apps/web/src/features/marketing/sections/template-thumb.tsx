import { useId } from 'react';
import type { TemplateCard, ThumbMotif } from './templates-data';

const FONT = 'ui-sans-serif, system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif';

/** Small shapes that hint at the occasion; white, over the gradient. */
function Motif({ motif }: { motif: ThumbMotif }) {
  switch (motif) {
    case 'confetti':
      return (
        <g fill="#fff">
          <rect x="18" y="14" width="6" height="10" rx="2" transform="rotate(20 21 19)" opacity=".8" />
          <rect x="128" y="16" width="6" height="10" rx="2" transform="rotate(-25 131 21)" opacity=".7" />
          <circle cx="142" cy="70" r="4" opacity=".6" />
          <circle cx="60" cy="12" r="3" opacity=".7" />
          <rect x="100" y="8" width="5" height="9" rx="2" transform="rotate(40 102 12)" opacity=".6" />
          <circle cx="14" cy="78" r="3.5" opacity=".5" />
        </g>
      );
    case 'sunrise':
      return (
        <g fill="#fff">
          <circle cx="120" cy="84" r="28" opacity=".3" />
          <circle cx="120" cy="84" r="16" opacity=".55" />
          <path d="M0 88 Q40 76 80 86 T160 82 V100 H0Z" opacity=".35" />
        </g>
      );
    case 'countdown':
      return (
        <g fill="#fff">
          <rect x="104" y="56" width="18" height="26" rx="4" opacity=".3" />
          <rect x="126" y="56" width="18" height="26" rx="4" opacity=".3" />
          <path d="M104 69 h40" stroke="#fff" strokeOpacity=".4" />
          <circle cx="24" cy="22" r="2" opacity=".7" />
          <circle cx="140" cy="18" r="1.5" opacity=".7" />
        </g>
      );
    case 'hearts':
      return (
        <g fill="#fff">
          <path d="M128 70 c-6 -8 -18 -2 -12 8 l12 12 12 -12 c6 -10 -6 -16 -12 -8z" opacity=".45" />
          <path d="M24 18 c-3 -4 -9 -1 -6 4 l6 6 6 -6 c3 -5 -3 -8 -6 -4z" opacity=".5" />
        </g>
      );
    case 'mountains':
      return (
        <g fill="#fff">
          <path d="M0 100 L40 60 L70 86 L104 50 L160 100Z" opacity=".3" />
          <circle cx="130" cy="22" r="8" opacity=".5" />
        </g>
      );
    case 'rocket':
      return (
        <g fill="#fff">
          <path d="M128 78 c0 -22 8 -36 14 -42 c6 6 14 20 14 42z" opacity=".5" transform="translate(-14 0)" />
          <circle cx="135" cy="58" r="4" fill="#1e1b4b" opacity=".5" />
          <path d="M126 82 q9 14 18 0z" fill="#fde68a" opacity=".7" />
          <circle cx="22" cy="20" r="1.6" opacity=".8" />
          <circle cx="50" cy="10" r="1.2" opacity=".8" />
        </g>
      );
  }
}

/** Original thumbnail for a template: gradient, motif and the personalized headline. */
export function TemplateThumb({ template }: { template: TemplateCard }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" className="h-auto w-full" fontFamily={FONT}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={template.from} />
          <stop offset="1" stopColor={template.to} />
        </linearGradient>
      </defs>
      <rect width="160" height="100" fill={`url(#${gradientId})`} />
      <Motif motif={template.motif} />
      <text x="14" y="34" fontSize="10" fontWeight="600" fill="#fff" opacity=".9">
        {template.kicker}
      </text>
      <text x="14" y="54" fontSize="17" fontWeight="800" fill="#fff">
        {template.headline}
      </text>
      <rect x="14" y="66" width="46" height="5" rx="2.5" fill="#fff" opacity=".55" />
      <rect x="14" y="76" width="30" height="5" rx="2.5" fill="#fff" opacity=".35" />
    </svg>
  );
}
