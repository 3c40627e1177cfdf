import { Sparkle } from '@/components/illustrations/kit/shapes';
import { ArtBackground } from './figure-parts';

// The prompt tools' drawings: a kaleidoscope for the crazy image generator and a prompt turning
// into a picture for the AI image generator. Original shapes only.

const PETAL_COLORS = ['#f472b6', '#facc15', '#34d399', '#60a5fa', '#a78bfa', '#fb923c'];

/** Twelve mirrored petals around an eye, with a melting clock and a floating fish. */
export function CrazyArt() {
  return (
    <>
      <ArtBackground id="hub-crazy-bg" from="#1e1b4b" to="#831843" />
      <g transform="translate(120 92)">
        {Array.from({ length: 12 }, (_, i) => (
          <path
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed ring of petals
            key={i}
            d="M0 0 C 14 -22, 40 -30, 58 -12 C 44 -8, 24 -2, 0 0 Z"
            fill={PETAL_COLORS[i % PETAL_COLORS.length]}
            opacity="0.9"
            transform={`rotate(${i * 30}) ${i % 2 ? 'scale(1 -1)' : ''}`}
          />
        ))}
        <circle r="22" fill="#ffffff" stroke="#111827" strokeWidth="2.5" />
        <circle r="11" fill="#06b6d4" />
        <circle r="5" fill="#111827" />
        <circle cx="-3" cy="-3" r="2" fill="#ffffff" />
      </g>
      {/* A melting clock draped on the corner. */}
      <path
        d="M20 28 h40 a6 6 0 0 1 6 6 v10 q0 10 -8 16 q-6 5 -6 16 q0 6 -5 6 q-5 0 -5 -8 q0 -10 -8 -14 q-14 -6 -14 -20 v-6 a6 6 0 0 1 6 -6 z"
        fill="#fde68a"
        stroke="#111827"
        strokeWidth="2"
      />
      <path d="M40 38 v10 l7 4" stroke="#111827" strokeWidth="2" fill="none" strokeLinecap="round" />
      {/* A fish swimming through the sky. */}
      <g transform="translate(196 150) rotate(-14)">
        <ellipse rx="18" ry="9" fill="#38bdf8" stroke="#111827" strokeWidth="2" />
        <path d="M16 0 l12 -9 v18 z" fill="#38bdf8" stroke="#111827" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="-9" cy="-2" r="2.2" fill="#111827" />
      </g>
      <Sparkle x={206} y={30} scale={1.4} />
      <Sparkle x={32} y={150} />
    </>
  );
}

/** A prompt box with a token, an arrow, and the picture it becomes. */
export function AiImageArt() {
  return (
    <>
      <ArtBackground id="hub-ai-image-bg" from="#eef2ff" to="#fdf4ff" />
      <rect x="16" y="28" width="98" height="62" rx="10" fill="#ffffff" stroke="#c7d2fe" strokeWidth="2" />
      <rect x="26" y="40" width="62" height="6" rx="3" fill="#cbd5e1" />
      <rect x="26" y="52" width="40" height="6" rx="3" fill="#cbd5e1" />
      <rect x="26" y="64" width="56" height="14" rx="7" fill="#7c3aed" />
      <text x="54" y="74.5" textAnchor="middle" fontSize="8" fontWeight="800" fill="#ffffff">
        [FIRSTNAME]
      </text>
      <path d="M64 100 q10 30 54 22" stroke="#7c3aed" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path
        d="M112 114 l9 8 l-10 6"
        stroke="#7c3aed"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g transform="rotate(3 178 100)">
        <rect x="126" y="44" width="104" height="112" rx="10" fill="#ffffff" />
        <rect x="132" y="50" width="92" height="76" rx="6" fill="#fde68a" />
        <circle cx="200" cy="70" r="11" fill="#fb923c" />
        <path d="M132 126 l28 -36 l20 22 l14 -14 l30 28 z" fill="#059669" />
        <path d="M132 126 l28 -36 l12 14 l-22 22 z" fill="#047857" />
        <rect x="140" y="134" width="60" height="7" rx="3.5" fill="#e2e8f0" />
        <rect x="140" y="145" width="36" height="5" rx="2.5" fill="#e2e8f0" />
      </g>
      <Sparkle x={122} y={30} scale={1.3} />
      <Sparkle x={222} y={30} />
    </>
  );
}
