import { Eyes, figureArt, RingRopes } from './figure-base';

// The four featured wrestling legends: ring archetypes, not any real wrestler or promotion.

export const LuchadorArt = figureArt({
  mouth: 'none',
  eyes: false,
  palette: {
    bgFrom: '#0f766e',
    bgTo: '#f59e0b',
    skin: '#c68863',
    top: '#c68863',
    bottom: '#14b8a6',
    boots: '#facc15',
  },
  scenery: <RingRopes />,
  back: (
    <>
      <path d="M68 86h64l18 112H50z" fill="#eab308" />
      <path d="M74 90h52l14 104H60z" fill="#ca8a04" />
    </>
  ),
  front: (
    <>
      <path d="M84 100q8 6 16 0M100 100q8 6 16 0" stroke="#8d5a3b" strokeWidth="1.5" fill="none" />
      <rect x="80" y="134" width="40" height="14" rx="4" fill="#0d9488" />
      <g fill="#facc15">
        <circle cx="88" cy="158" r="1.5" />
        <circle cx="92" cy="170" r="1.5" />
        <circle cx="108" cy="160" r="1.5" />
        <circle cx="112" cy="172" r="1.5" />
      </g>
      <circle cx="72" cy="88" r="4" fill="#facc15" />
      <circle cx="128" cy="88" r="4" fill="#facc15" />
      <circle cx="100" cy="60" r="21.5" fill="#14b8a6" />
      <path d="M100 39l5 11-5-2-5 2z" fill="#facc15" />
      <path d="M85 63q1-10 6-7 2-6 6 2 1 8-5 8t-7-3z" fill="#facc15" />
      <path d="M115 63q-1-10-6-7-2-6-6 2-1 8 5 8t7-3z" fill="#facc15" />
      <Eyes />
      <ellipse cx="100" cy="72" rx="5" ry="3" fill="#c68863" />
      <path d="M96 72q4 2 8 0" stroke="#1f2937" strokeWidth="1.4" fill="none" />
    </>
  ),
});

export const HeavyweightChampionArt = figureArt({
  mouth: 'grin',
  palette: {
    bgFrom: '#7f1d1d',
    bgTo: '#f59e0b',
    skin: '#8d5a3b',
    top: '#8d5a3b',
    bottom: '#8d5a3b',
    boots: '#0f172a',
  },
  scenery: <RingRopes />,
  front: (
    <>
      <path d="M80 50q0-14 20-14t20 14z" fill="#111827" />
      <path
        d="M84 100q8 6 16 0M100 100q8 6 16 0M94 114h12M94 121h12"
        stroke="#5c3a24"
        strokeWidth="1.5"
        fill="none"
      />
      <rect x="78" y="132" width="44" height="18" rx="4" fill="#0f172a" />
      <rect x="82" y="160" width="17" height="10" rx="4" fill="#0f172a" />
      <rect x="101" y="160" width="17" height="10" rx="4" fill="#0f172a" />
      {/* The title belt slung over one shoulder. */}
      <path d="M116 84l12 6-42 52-12-6z" fill="#a16207" />
      <ellipse
        cx="100"
        cy="112"
        rx="15"
        ry="11"
        fill="#facc15"
        stroke="#fef08a"
        strokeWidth="2"
        transform="rotate(-50 100 112)"
      />
      <circle cx="100" cy="112" r="4" fill="#dc2626" />
    </>
  ),
});

export const HighFlyerArt = figureArt({
  palette: {
    bgFrom: '#0ea5e9',
    bgTo: '#1e3a8a',
    skin: '#f1c27d',
    top: '#2563eb',
    bottom: '#2563eb',
    boots: '#f8fafc',
    arms: '#f1c27d',
  },
  scenery: (
    <>
      <path
        d="M100 110Q60 50 8 62q34 20 44 58zM100 110q40-60 92-48-34 20-44 58z"
        fill="#fff"
        fillOpacity=".16"
      />
      <path d="M20 160h30M14 172h26M152 160h30M160 172h26" stroke="#fff" strokeOpacity=".4" strokeWidth="2" />
    </>
  ),
  back: <rect x="78" y="44" width="44" height="34" rx="14" fill="#fcd34d" />,
  front: (
    <>
      <path d="M79 58q-1-24 21-22 22-2 21 22-5-14-17-12-14-2-25 12z" fill="#fcd34d" />
      <path d="M86 150l10-6-3 8 6-3-4 9zM114 150l-10-6 3 8-6-3 4 9z" fill="#fff" />
      <circle cx="66" cy="116" r="5.5" fill="#f8fafc" />
      <circle cx="134" cy="116" r="5.5" fill="#f8fafc" />
      <rect x="57" y="130" width="13" height="4" fill="#fff" transform="rotate(6 64 132)" />
      <rect x="130" y="130" width="13" height="4" fill="#fff" transform="rotate(-6 136 132)" />
    </>
  ),
});

export const BrawlerArt = figureArt({
  mouth: 'none',
  palette: {
    bgFrom: '#292524',
    bgTo: '#b45309',
    skin: '#e0ac85',
    top: '#111827',
    bottom: '#7ea7d6',
    boots: '#44403c',
    arms: '#e0ac85',
  },
  scenery: (
    <path
      d="M34 40l6 14 14-6-8 13 14 7-15 2 3 15-11-10-10 11 2-15-15-3 14-7-7-13 14 6z"
      fill="#f59e0b"
      fillOpacity=".35"
    />
  ),
  front: (
    <>
      <path d="M79 56l3-16 6 6 4-10 6 8 6-9 6 9 6-6 5 18q-11-8-21-8-12 0-21 8z" fill="#57534e" />
      <path d="M80 62q2 24 20 26 18-2 20-26-6 12-20 12t-20-12z" fill="#57534e" />
      <path d="M95 71q5-3 10 0" stroke="#1f2937" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M88 55l7 3M112 55l-7 3" stroke="#1f2937" strokeWidth="2" strokeLinecap="round" />
      <path d="M109 52l5 10M109 56l4-1M110 59l4-1" stroke="#b91c1c" strokeWidth="1.3" />
      <path d="M106 108l10 4-6 6 8 6-12-2z" fill="#e0ac85" />
      <path d="M74 136l6-5 6 5 6-5 6 5 6-5 6 5 6-5 6 5 4-3" stroke="#e0ac85" strokeWidth="1.5" fill="none" />
      <rect x="86" y="160" width="10" height="10" rx="3" fill="#bfdbfe" />
      <rect x="104" y="156" width="10" height="10" rx="3" fill="#bfdbfe" />
      <circle cx="63" cy="140" r="7" fill="#f5f5f4" />
      <circle cx="137" cy="140" r="7" fill="#f5f5f4" />
      <path d="M57 138h12M57 142h12M131 138h12M131 142h12" stroke="#d6d3d1" strokeWidth="1" />
    </>
  ),
});
