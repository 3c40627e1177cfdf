import { MEME_FONT } from '@/components/illustrations/kit/fonts';
import { ArtBackground } from './figure-parts';

// The three style cards: cartoon restyle, a hand-painted landscape and a captioned meme.
// Original drawings of generic subjects (a portrait, a cottage, a cat); no characters or logos.

export function CartoonArt() {
  return (
    <>
      <ArtBackground id="hub-cartoon-bg" from="#e0f2fe" to="#fae8ff" />
      {/* Before: a muted "photo" portrait. */}
      <g transform="rotate(-6 60 92)">
        <rect x="20" y="44" width="80" height="96" rx="8" fill="#ffffff" />
        <rect x="26" y="50" width="68" height="74" rx="4" fill="#94a3b8" />
        <circle cx="60" cy="80" r="14" fill="#cbd5e1" />
        <path d="M36 124 q24 -34 48 0 z" fill="#cbd5e1" />
        <rect x="30" y="129" width="34" height="5" rx="2.5" fill="#e2e8f0" />
      </g>
      {/* The restyle arrow. */}
      <path d="M104 92 h18" stroke="#7c3aed" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M118 84 l10 8 l-10 8"
        stroke="#7c3aed"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      {/* After: the same portrait as a bold, outlined comic panel. */}
      <g transform="rotate(4 182 96)">
        <rect x="134" y="40" width="92" height="108" rx="8" fill="#ffffff" />
        <defs>
          <pattern id="hub-cartoon-dots" width="6" height="6" patternUnits="userSpaceOnUse">
            <circle cx="3" cy="3" r="1.3" fill="#f59e0b" opacity="0.45" />
          </pattern>
        </defs>
        <rect x="140" y="46" width="80" height="84" rx="4" fill="#fde047" />
        <rect x="140" y="46" width="80" height="84" rx="4" fill="url(#hub-cartoon-dots)" />
        <path d="M152 130 q28 -40 56 0 z" fill="#ec4899" stroke="#111827" strokeWidth="2.5" />
        <circle cx="180" cy="86" r="19" fill="#fcd9b6" stroke="#111827" strokeWidth="2.5" />
        <path
          d="M161 82 q4 -22 19 -22 q17 0 19 22 q-8 -10 -19 -9 q-12 0 -19 9 z"
          fill="#7c2d12"
          stroke="#111827"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <ellipse cx="173" cy="88" rx="3.2" ry="4.2" fill="#111827" />
        <ellipse cx="187" cy="88" rx="3.2" ry="4.2" fill="#111827" />
        <circle cx="174" cy="86.5" r="1.1" fill="#ffffff" />
        <circle cx="188" cy="86.5" r="1.1" fill="#ffffff" />
        <path d="M173 96 q7 6 14 0" stroke="#111827" strokeWidth="2.2" fill="none" strokeLinecap="round" />
        <rect x="144" y="135" width="44" height="6" rx="3" fill="#e2e8f0" />
      </g>
      {/* Speech bubble carrying the token. */}
      <g>
        <path
          d="M122 14 h90 a8 8 0 0 1 8 8 v14 a8 8 0 0 1 -8 8 h-52 l-10 9 l1 -9 h-29 a8 8 0 0 1 -8 -8 v-14 a8 8 0 0 1 8 -8 z"
          fill="#ffffff"
          stroke="#111827"
          strokeWidth="2"
        />
        <text x="167" y="33" textAnchor="middle" fontSize="10" fontWeight="900" fill="#111827">
          Hi [FIRSTNAME]!
        </text>
      </g>
    </>
  );
}

export function GhibliArt() {
  return (
    <>
      <ArtBackground id="hub-ghibli-sky" from="#bae6fd" to="#fef3c7" />
      {/* A towering summer cloud. */}
      <g fill="#ffffff" opacity="0.95">
        <circle cx="150" cy="52" r="22" />
        <circle cx="172" cy="40" r="20" />
        <circle cx="194" cy="54" r="18" />
        <circle cx="128" cy="62" r="14" />
        <rect x="120" y="56" width="90" height="20" rx="10" />
      </g>
      <path
        d="M40 38 q4 -4 8 0 q4 -4 8 0 M64 28 q3 -3 6 0 q3 -3 6 0"
        stroke="#475569"
        strokeWidth="1.5"
        fill="none"
        strokeLinecap="round"
      />
      {/* Hills, far to near. */}
      <path d="M0 108 q40 -30 90 -12 q50 -24 90 -4 q36 -14 60 0 V180 H0 Z" fill="#7dd3fc" opacity="0.7" />
      <path d="M0 124 q60 -34 130 -8 q60 -22 110 2 V180 H0 Z" fill="#86efac" />
      <path d="M0 146 q70 -22 140 -4 q56 -14 100 0 V180 H0 Z" fill="#4ade80" />
      {/* Winding path to the cottage. */}
      <path
        d="M96 180 q10 -20 34 -30 q20 -8 24 -22"
        stroke="#fde68a"
        strokeWidth="9"
        fill="none"
        strokeLinecap="round"
      />
      {/* A cottage with a red roof and a curl of chimney smoke. */}
      <rect x="146" y="104" width="30" height="22" fill="#fff7ed" />
      <path d="M141 106 L161 88 L181 106 Z" fill="#dc2626" />
      <rect x="168" y="88" width="6" height="12" fill="#7c2d12" />
      <path
        d="M171 84 q-6 -6 0 -12 q6 -6 0 -12"
        stroke="#ffffff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        opacity="0.9"
      />
      <rect x="151" y="110" width="8" height="8" fill="#7dd3fc" />
      <rect x="164" y="112" width="7" height="14" fill="#92400e" />
      {/* A big round tree. */}
      <rect x="52" y="104" width="7" height="28" fill="#78350f" />
      <circle cx="56" cy="94" r="22" fill="#16a34a" />
      <circle cx="42" cy="102" r="13" fill="#15803d" />
      <circle cx="70" cy="100" r="14" fill="#22c55e" />
      {/* A small traveller with a sun hat, and a signpost bearing the token. */}
      <g>
        <path d="M109 158 q7 -20 14 0 z" fill="#f472b6" />
        <circle cx="116" cy="140" r="4.5" fill="#f1c27d" />
        <ellipse cx="116" cy="137" rx="8.5" ry="2.2" fill="#fbbf24" />
        <path d="M112 137 a4 4 0 0 1 8 0 z" fill="#f59e0b" />
      </g>
      <rect x="196" y="128" width="3" height="22" fill="#78350f" />
      <rect x="173" y="124" width="60" height="12" rx="3" fill="#fef3c7" stroke="#92400e" strokeWidth="1.2" />
      <text x="203" y="133" textAnchor="middle" fontSize="7" fontWeight="800" fill="#78350f">
        [FIRSTNAME]
      </text>
    </>
  );
}

export function MemeArt() {
  return (
    <>
      <ArtBackground id="hub-meme-bg" from="#dcfce7" to="#e0e7ff" />
      <rect x="24" y="14" width="192" height="152" rx="10" fill="#0f172a" />
      <rect x="30" y="20" width="180" height="140" rx="6" fill="#a5b4fc" />
      {/* A generic, very unimpressed cat. */}
      <g>
        <path d="M86 92 L90 56 L108 76 Z" fill="#fb923c" />
        <path d="M154 92 L150 56 L132 76 Z" fill="#fb923c" />
        <path d="M92 80 L93 64 L103 75 Z" fill="#fecdd3" />
        <path d="M148 80 L147 64 L137 75 Z" fill="#fecdd3" />
        <ellipse cx="120" cy="104" rx="40" ry="34" fill="#fb923c" />
        <path
          d="M104 78 l4 10 M120 74 v11 M136 78 l-4 10"
          stroke="#c2410c"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M100 100 h13 M127 100 h13" stroke="#1f2937" strokeWidth="3.5" strokeLinecap="round" />
        <path d="M116 110 h8 l-4 4 z" fill="#be123c" />
        <path d="M112 120 q8 -4 16 0" stroke="#1f2937" strokeWidth="2" fill="none" strokeLinecap="round" />
        <path
          d="M84 112 h-18 M84 118 h-16 M156 112 h18 M156 118 h16"
          stroke="#fff7ed"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </g>
      {/* Classic caption style: white, black outline, upper case. */}
      <g
        fontFamily={MEME_FONT}
        fontWeight="900"
        fill="#ffffff"
        stroke="#000000"
        strokeWidth="3"
        paintOrder="stroke"
        strokeLinejoin="round"
        textAnchor="middle"
      >
        <text x="120" y="44" fontSize="15.5">
          WHEN [FIRSTNAME]
        </text>
        <text x="120" y="151" fontSize="13.5">
          SEES THE PRICE DROP
        </text>
      </g>
    </>
  );
}
