import { figureArt, StarField } from './figure-base';

// The four featured TV characters: classic-genre archetypes, not characters from any show.

export const SitcomDadArt = figureArt({
  mouth: 'smirk',
  palette: {
    bgFrom: '#fef3c7',
    bgTo: '#fcd34d',
    skin: '#f1c27d',
    top: '#92400e',
    bottom: '#d6c49a',
    boots: '#451a03',
  },
  scenery: (
    <>
      <path d="M10 0v220M30 0v220M170 0v220M190 0v220" stroke="#92400e" strokeOpacity=".12" strokeWidth="8" />
      <rect x="142" y="22" width="30" height="22" fill="#bae6fd" stroke="#92400e" strokeWidth="3" />
      <path d="M146 40l8-9 6 6 4-4 6 7" stroke="#16a34a" strokeWidth="2" fill="none" />
    </>
  ),
  front: (
    <>
      <path d="M80 56q0-18 20-18t20 18q-6-10-20-9-14-1-20 9z" fill="#6b4f3a" />
      <path d="M90 86l10 14 10-14z" fill="#e0f2fe" />
      <path d="M100 100v40" stroke="#78350f" strokeWidth="2" />
      <g fill="#fde68a">
        <circle cx="104" cy="108" r="1.6" />
        <circle cx="104" cy="118" r="1.6" />
        <circle cx="104" cy="128" r="1.6" />
      </g>
      <path
        d="M80 110l5-7 5 7-5 7zM112 110l5-7 5 7-5 7zM86 124l5-7 5 7-5 7zM108 124l5-7 5 7-5 7z"
        fill="#b45309"
      />
      <path d="M90 142v38M110 142v38" stroke="#b8a677" strokeWidth="1.5" />
      {/* A steaming mug in the right hand. */}
      <path
        d="M135 124q-3-4 0-8t0-8M141 124q-3-4 0-8t0-8"
        stroke="#78716c"
        strokeOpacity=".6"
        strokeWidth="1.8"
        fill="none"
      />
      <rect x="130" y="128" width="14" height="15" rx="2" fill="#f8fafc" />
      <path d="M144 131q6 0 6 4.5t-6 4.5" stroke="#f8fafc" strokeWidth="2.5" fill="none" />
      <rect x="130" y="133" width="14" height="3" fill="#dc2626" />
    </>
  ),
});

export const StarshipCaptainArt = figureArt({
  palette: {
    bgFrom: '#020617',
    bgTo: '#312e81',
    skin: '#c68863',
    top: '#1e3a8a',
    bottom: '#1e3a8a',
    boots: '#020617',
  },
  scenery: (
    <>
      <StarField />
      <circle cx="170" cy="180" r="34" fill="#7c3aed" fillOpacity=".6" />
      <path d="M130 170q40-16 80-4" stroke="#c4b5fd" strokeOpacity=".6" strokeWidth="3" fill="none" />
    </>
  ),
  front: (
    <>
      <path d="M80 56q0-19 20-19t20 19q-8-8-20-8t-20 8z" fill="#1f2937" />
      <rect x="88" y="84" width="24" height="5" rx="2" fill="#172554" />
      <path d="M76 92l10-4 38 46-10 4z" fill="#e2e8f0" />
      <path
        d="M114 90l1.8 3.8 4.2.6-3 2.9.7 4.2-3.7-2-3.7 2 .7-4.2-3-2.9 4.2-.6z"
        fill="#facc15"
        transform="translate(-4 0)"
      />
      <rect x="74" y="132" width="52" height="5" fill="#94a3b8" />
      <rect x="57" y="125" width="13" height="6" rx="2" fill="#facc15" transform="rotate(6 64 128)" />
      <path d="M79 182h20M101 182h20" stroke="#64748b" strokeWidth="1.5" />
    </>
  ),
});

export const DetectiveArt = figureArt({
  mouth: 'smirk',
  palette: {
    bgFrom: '#1f2937',
    bgTo: '#475569',
    skin: '#f1c27d',
    top: '#b08d57',
    bottom: '#374151',
    boots: '#1f2937',
  },
  scenery: (
    <>
      <path d="M162 40v180" stroke="#111827" strokeWidth="4" />
      <circle cx="162" cy="36" r="16" fill="#fde68a" fillOpacity=".3" />
      <circle cx="162" cy="36" r="5" fill="#fde68a" />
      <path
        d="M20 10l-8 24M50 40l-8 24M16 90l-8 24M40 150l-8 24M184 80l-8 24M190 150l-8 24M120 0l-8 24M70 190l-8 24"
        stroke="#cbd5e1"
        strokeOpacity=".4"
        strokeWidth="1.5"
      />
    </>
  ),
  front: (
    <>
      <path d="M74 130h52l4 38H70z" fill="#b08d57" />
      <path d="M100 130v38" stroke="#8b6b3d" strokeWidth="1.5" />
      <rect x="72" y="127" width="56" height="6" fill="#8b6b3d" />
      <rect x="96" y="126" width="8" height="8" rx="1" fill="none" stroke="#fde68a" strokeWidth="1.5" />
      <path d="M94 86h12l-6 10z" fill="#f8fafc" />
      <path d="M99 92h4l2 20-4 4-3-4z" fill="#b91c1c" transform="rotate(-8 101 100)" />
      <path d="M76 80l14-2 4 20zM124 80l-14-2-4 20z" fill="#c9a66b" />
      <ellipse cx="100" cy="44" rx="29" ry="5.5" fill="#6b7280" />
      <path d="M82 44q0-20 18-20t18 20z" fill="#6b7280" />
      <path d="M92 26q8 6 16 0" stroke="#4b5563" strokeWidth="2" fill="none" />
      <rect x="82" y="37" width="36" height="5" fill="#111827" />
      {/* Notepad in the right hand, pencil in the left. */}
      <rect x="130" y="126" width="14" height="18" rx="1.5" fill="#f8fafc" />
      <path d="M133 131h8M133 135h8M133 139h6" stroke="#94a3b8" strokeWidth="1" />
      <path d="M62 138l-7-12" stroke="#facc15" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
});

const MARQUEE_BULBS = [20, 44, 68, 92, 116, 140, 164, 188];
export const GameShowHostArt = figureArt({
  mouth: 'grin',
  palette: {
    bgFrom: '#312e81',
    bgTo: '#be185d',
    skin: '#e0ac85',
    top: '#0d9488',
    bottom: '#111827',
    boots: '#111827',
  },
  scenery: (
    <g fill="#fde68a">
      {MARQUEE_BULBS.map((y) => (
        <g key={y}>
          <circle cx="14" cy={y} r="4" />
          <circle cx="186" cy={y} r="4" />
        </g>
      ))}
    </g>
  ),
  front: (
    <>
      <path d="M78 56q-2-26 24-26 24 0 20 20-6-10-24-8-12 2-20 14z" fill="#3f2a1d" />
      <path d="M90 86l10 22 10-22z" fill="#f8fafc" />
      <path d="M88 86l12 26-8 8-12-24zM112 86l-12 26 8 8 12-24z" fill="#0f766e" />
      <path d="M92 90l8 4 8-4v8l-8-4-8 4z" fill="#111827" />
      <g fill="#fff" fillOpacity=".8">
        <circle cx="80" cy="100" r="1.3" />
        <circle cx="120" cy="108" r="1.3" />
        <circle cx="84" cy="126" r="1.3" />
        <circle cx="116" cy="126" r="1.3" />
      </g>
      {/* Long, thin microphone in the right hand; cue cards in the left. */}
      <path d="M137 140l13-44" stroke="#cbd5e1" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="151" cy="93" r="4" fill="#1f2937" />
      <rect x="50" y="126" width="16" height="20" rx="1.5" fill="#fef3c7" transform="rotate(-10 58 136)" />
    </>
  ),
});
