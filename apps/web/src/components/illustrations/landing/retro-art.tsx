import { Eyes, figureArt, StarField } from './figure-base';

// The four featured retro characters. Original drawings of generic archetypes; no toy line's
// characters, logos or packaging.

export const SpaceRangerArt = figureArt({
  palette: {
    bgFrom: '#1e1b4b',
    bgTo: '#4338ca',
    skin: '#e0ac85',
    top: '#e2e8f0',
    bottom: '#f97316',
    boots: '#334155',
  },
  scenery: (
    <>
      <StarField />
      <circle cx="164" cy="42" r="12" fill="#f59e0b" />
      <ellipse
        cx="164"
        cy="42"
        rx="21"
        ry="5"
        fill="none"
        stroke="#fde68a"
        strokeWidth="2"
        transform="rotate(-20 164 42)"
      />
    </>
  ),
  front: (
    <>
      <rect x="74" y="104" width="52" height="8" fill="#f97316" />
      <rect x="62" y="84" width="24" height="14" rx="7" fill="#f97316" />
      <rect x="114" y="84" width="24" height="14" rx="7" fill="#f97316" />
      <rect x="57" y="124" width="14" height="7" rx="2" fill="#22d3ee" transform="rotate(6 64 127)" />
      <rect x="80" y="80" width="40" height="7" rx="3.5" fill="#94a3b8" />
      <rect x="82" y="52" width="36" height="14" rx="7" fill="#fb923c" fillOpacity=".55" />
      <circle cx="100" cy="60" r="29" fill="#bae6fd" fillOpacity=".22" stroke="#f8fafc" strokeWidth="3" />
      <path d="M82 44a26 26 0 0 1 18-10" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
      {/* Blaster in the right hand. */}
      <rect x="135" y="138" width="7" height="13" rx="2" fill="#475569" />
      <rect x="132" y="133" width="28" height="9" rx="3" fill="#64748b" />
      <circle cx="162" cy="137.5" r="4" fill="#a3e635" />
    </>
  ),
});

export const NeonNinjaArt = figureArt({
  mouth: 'none',
  eyes: false,
  palette: {
    bgFrom: '#1e1b4b',
    bgTo: '#701a75',
    skin: '#e0ac85',
    top: '#111827',
    bottom: '#111827',
    boots: '#030712',
  },
  scenery: (
    <>
      <circle cx="154" cy="48" r="18" fill="#f472b6" fillOpacity=".45" />
      <path
        d="M0 176h200M0 192h200M0 208h200M40 220l30-50M100 220v-50M160 220l-30-50"
        stroke="#ec4899"
        strokeOpacity=".4"
        strokeWidth="1.5"
      />
    </>
  ),
  back: (
    <>
      {/* Sword across the back: hilt over the right shoulder, tip past the left hip. */}
      <path d="M124 40L70 132" stroke="#cbd5e1" strokeWidth="4" strokeLinecap="round" />
      <path d="M124 40l10-17" stroke="#ec4899" strokeWidth="6" strokeLinecap="round" />
      <path d="M118 36l12 7" stroke="#4ade80" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  front: (
    <>
      <circle cx="100" cy="60" r="21.5" fill="#111827" />
      <rect x="84" y="54" width="32" height="12" rx="6" fill="#e0ac85" />
      <rect x="79" y="47" width="42" height="4" rx="2" fill="#ec4899" />
      <path d="M119 48l15-6-4 10 6 4-16 0z" fill="#ec4899" />
      <Eyes />
      <path d="M76 90l24 26 24-26" stroke="#ec4899" strokeWidth="3" fill="none" strokeLinejoin="round" />
      <rect x="74" y="130" width="52" height="7" fill="#4ade80" />
      <rect x="57" y="128" width="13" height="4" fill="#4ade80" transform="rotate(6 64 130)" />
      <rect x="130" y="128" width="13" height="4" fill="#4ade80" transform="rotate(-6 136 130)" />
    </>
  ),
});

export const RobotCommanderArt = figureArt({
  mouth: 'none',
  eyes: false,
  palette: {
    bgFrom: '#1f2937',
    bgTo: '#7f1d1d',
    skin: '#cbd5e1',
    top: '#b91c1c',
    bottom: '#94a3b8',
    boots: '#475569',
    arms: '#94a3b8',
  },
  scenery: (
    <path
      d="M0 40h200M0 80h200M0 120h200M0 160h200M0 200h200"
      stroke="#fff"
      strokeOpacity=".07"
      strokeWidth="8"
    />
  ),
  front: (
    <>
      <rect x="60" y="84" width="22" height="12" rx="3" fill="#b91c1c" stroke="#7f1d1d" />
      <rect x="118" y="84" width="22" height="12" rx="3" fill="#b91c1c" stroke="#7f1d1d" />
      <path d="M114 38l10-22" stroke="#e5e7eb" strokeWidth="2" />
      <circle cx="124" cy="15" r="3.5" fill="#facc15" />
      <rect x="76" y="38" width="48" height="44" rx="9" fill="#b91c1c" stroke="#7f1d1d" strokeWidth="2" />
      <circle cx="76" cy="60" r="4" fill="#e5e7eb" />
      <circle cx="124" cy="60" r="4" fill="#e5e7eb" />
      <rect x="82" y="52" width="36" height="11" rx="4" fill="#facc15" />
      <rect x="86" y="55" width="28" height="4" rx="2" fill="#fef9c3" />
      <path d="M88 71h24M88 75h24" stroke="#7f1d1d" strokeWidth="2" />
      <rect x="80" y="92" width="40" height="32" rx="6" fill="#e5e7eb" />
      <rect x="84" y="98" width="8" height="22" rx="4" fill="#f8fafc" stroke="#64748b" />
      <rect x="108" y="98" width="8" height="22" rx="4" fill="#f8fafc" stroke="#64748b" />
      <circle cx="88" cy="100" r="4" fill="#ef4444" />
      <circle cx="112" cy="100" r="4" fill="#ef4444" />
      <circle cx="100" cy="109" r="5" fill="#facc15" />
    </>
  ),
});

export const JungleExplorerArt = figureArt({
  palette: {
    bgFrom: '#14532d',
    bgTo: '#65a30d',
    skin: '#c68863',
    top: '#c8a86b',
    bottom: '#8b6f47',
    boots: '#78350f',
  },
  scenery: (
    <g fill="#22c55e" fillOpacity=".55">
      <ellipse cx="14" cy="40" rx="30" ry="10" transform="rotate(35 14 40)" />
      <ellipse cx="190" cy="60" rx="30" ry="10" transform="rotate(-35 190 60)" />
      <ellipse cx="10" cy="170" rx="28" ry="9" transform="rotate(-30 10 170)" />
      <ellipse cx="192" cy="180" rx="28" ry="9" transform="rotate(30 192 180)" />
    </g>
  ),
  front: (
    <>
      {/* Shorts: the lower legs show skin. */}
      <rect x="83" y="160" width="15" height="24" fill="#c68863" />
      <rect x="102" y="160" width="15" height="24" fill="#c68863" />
      <rect x="80" y="96" width="12" height="10" rx="2" fill="#a8884f" />
      <rect x="108" y="96" width="12" height="10" rx="2" fill="#a8884f" />
      <path d="M86 82h28l-14 14z" fill="#4d7c0f" />
      <circle cx="121" cy="110" r="11" fill="none" stroke="#e7c98a" strokeWidth="4" />
      <circle cx="121" cy="110" r="5.5" fill="none" stroke="#e7c98a" strokeWidth="3" />
      <ellipse cx="100" cy="46" rx="30" ry="6" fill="#eadbb8" />
      <path d="M79 46q0-24 21-24t21 24z" fill="#f1e6c8" />
      <rect x="79" y="40" width="42" height="5" fill="#8b6f47" />
      {/* Binoculars in the right hand. */}
      <rect x="130" y="130" width="7" height="14" rx="2.5" fill="#292524" />
      <rect x="138" y="130" width="7" height="14" rx="2.5" fill="#292524" />
    </>
  ),
});
