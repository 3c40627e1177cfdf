import { Sparkle } from '@/components/illustrations/kit/shapes';
import { ArtBackground, BlisterPack, Figure, type FigureColors } from './figure-parts';

// The five action-figure cards: one pack shape, told apart by card colours, backdrop and props.

const officeColors: FigureColors = {
  skin: '#f1c27d',
  hair: '#3f2a1d',
  shirt: '#2563eb',
  pants: '#1e293b',
  boots: '#0f172a',
};

export function ActionFigureArt() {
  return (
    <>
      <ArtBackground id="hub-action-bg" from="#ede9fe" to="#c7d2fe" />
      <Sparkle x={40} y={44} scale={1.4} fill="#8b5cf6" />
      <Sparkle x={204} y={132} scale={1.1} fill="#6366f1" />
      <Sparkle x={196} y={40} scale={0.8} fill="#a78bfa" />
      <BlisterPack idPrefix="hub-action" from="#7c3aed" to="#4338ca">
        <Figure cx={110} top={44} colors={officeColors} />
        {/* Accessory: a laptop, the marketer's sidekick. */}
        <rect x="134" y="104" width="22" height="15" rx="2" fill="#e2e8f0" />
        <rect x="136" y="106" width="18" height="11" rx="1" fill="#38bdf8" />
        <rect x="131" y="119" width="28" height="4" rx="2" fill="#94a3b8" />
      </BlisterPack>
    </>
  );
}

export function RetroFigureArt() {
  const colors: FigureColors = {
    skin: '#e0ac69',
    hair: '#7c2d12',
    shirt: '#0d9488',
    pants: '#f59e0b',
    boots: '#7c2d12',
  };
  return (
    <>
      <ArtBackground id="hub-retro-bg" from="#fef3c7" to="#fed7aa" />
      <BlisterPack
        idPrefix="hub-retro"
        from="#f97316"
        to="#facc15"
        labelFill="#b91c1c"
        labelText="#fef3c7"
        backdrop={
          <g opacity="0.35">
            {[0, 1, 2, 3, 4, 5, 6].map((i) => (
              <rect
                key={i}
                x={40 + i * 26}
                y="-20"
                width="10"
                height="240"
                fill="#ffffff"
                transform="rotate(30 120 90)"
              />
            ))}
          </g>
        }
      >
        <Figure cx={120} top={44} colors={colors}>
          {/* A chunky space visor, the classic toy-aisle look. */}
          <rect
            x="109"
            y="51"
            width="22"
            height="8"
            rx="4"
            fill="#22d3ee"
            stroke="#155e75"
            strokeWidth="1.5"
          />
        </Figure>
      </BlisterPack>
      <g transform="translate(180 40) rotate(12)">
        <circle r="19" fill="#dc2626" stroke="#fef3c7" strokeWidth="2" />
        <circle r="15" fill="none" stroke="#fef3c7" strokeWidth="0.8" strokeDasharray="2 2" />
        <text y="2.5" textAnchor="middle" fontSize="7.5" fontWeight="900" fill="#fef3c7" letterSpacing="0.3">
          RETRO
        </text>
      </g>
    </>
  );
}

export function MusicFigureArt() {
  const colors: FigureColors = {
    skin: '#c68642',
    hair: '#111827',
    shirt: '#111827',
    pants: '#be185d',
    boots: '#111827',
  };
  return (
    <>
      <ArtBackground id="hub-music-bg" from="#fae8ff" to="#fbcfe8" />
      <BlisterPack
        idPrefix="hub-music"
        from="#4c1d95"
        to="#db2777"
        labelFill="#fde047"
        backdrop={
          <g>
            <path d="M80 10 L64 174 L104 174 Z" fill="#ffffff" opacity="0.12" />
            <path d="M160 10 L136 174 L176 174 Z" fill="#ffffff" opacity="0.12" />
            <Sparkle x={150} y={44} scale={0.9} fill="#fde047" />
            <Sparkle x={92} y={136} scale={0.7} fill="#fde047" />
          </g>
        }
      >
        <Figure cx={112} top={44} colors={colors}>
          {/* Guitar slung across the body: two-lobed body, neck and headstock. */}
          <g transform="rotate(-32 112 88)">
            <rect x="110" y="54" width="4" height="34" fill="#78350f" />
            <rect x="108" y="50" width="8" height="7" rx="1.5" fill="#451a03" />
            <ellipse cx="112" cy="92" rx="11" ry="9" fill="#f59e0b" />
            <ellipse cx="112" cy="101" rx="13" ry="10" fill="#f59e0b" />
            <circle cx="112" cy="95" r="3" fill="#451a03" />
          </g>
        </Figure>
        {/* Microphone stand at the figure's side. */}
        <rect x="147" y="78" width="2.5" height="52" fill="#e5e7eb" />
        <rect x="141" y="128" width="14" height="3" rx="1.5" fill="#e5e7eb" />
        <rect x="144" y="70" width="8" height="11" rx="4" fill="#9ca3af" />
      </BlisterPack>
      <g fill="#db2777">
        <circle cx="34" cy="128" r="5" />
        <rect x="38" y="104" width="2.5" height="25" />
        <path d="M40.5 104 q10 4 6 14 q0 -8 -6 -8 z" />
      </g>
    </>
  );
}

export function TvFigureArt() {
  const colors: FigureColors = {
    skin: '#f1c27d',
    hair: '#b45309',
    shirt: '#f43f5e',
    pants: '#334155',
    boots: '#1e293b',
  };
  return (
    <>
      <ArtBackground id="hub-tv-bg" from="#ccfbf1" to="#bae6fd" />
      <BlisterPack
        idPrefix="hub-tv"
        from="#14b8a6"
        to="#0e7490"
        backdrop={
          <g>
            {/* A living-room set: striped wallpaper and a couch behind the figure. */}
            <g opacity="0.2">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <rect key={i} x={70 + i * 18} y="10" width="8" height="164" fill="#ffffff" />
              ))}
            </g>
            <rect x="82" y="106" width="76" height="26" rx="8" fill="#f59e0b" />
            <rect x="86" y="98" width="68" height="16" rx="6" fill="#fbbf24" />
          </g>
        }
      >
        <Figure cx={106} top={44} colors={colors}>
          <rect
            x="123"
            y="66"
            width="8"
            height="9"
            rx="2"
            fill="#ffffff"
            stroke="#0f766e"
            strokeWidth="1.2"
          />
        </Figure>
        {/* A tiny vintage television set with rabbit-ear antennas. */}
        <path d="M140 96 L134 86 M146 96 L152 86" stroke="#1e293b" strokeWidth="1.5" strokeLinecap="round" />
        <rect x="131" y="96" width="26" height="21" rx="4" fill="#78350f" />
        <rect x="134" y="99" width="16" height="14" rx="3" fill="#a5f3fc" />
        <circle cx="153" cy="102" r="1.6" fill="#fde68a" />
        <circle cx="153" cy="108" r="1.6" fill="#fde68a" />
      </BlisterPack>
      <g transform="translate(40 46)">
        <rect x="-16" y="-11" width="32" height="22" rx="4" fill="#0e7490" />
        <circle r="6" fill="#ccfbf1" />
        <path d="M-2 -3 L4 0 L-2 3 Z" fill="#0e7490" />
      </g>
    </>
  );
}

export function WrestlingFigureArt() {
  const colors: FigureColors = {
    skin: '#d4a373',
    hair: '#1f2937',
    shirt: '#d4a373',
    pants: '#1d4ed8',
    boots: '#dc2626',
  };
  return (
    <>
      <ArtBackground id="hub-wrestling-bg" from="#fee2e2" to="#fef9c3" />
      <BlisterPack
        idPrefix="hub-wrestling"
        from="#dc2626"
        to="#7f1d1d"
        labelFill="#facc15"
        backdrop={
          <g stroke="#ffffff" strokeOpacity="0.55" strokeWidth="2.5">
            {/* Ring ropes behind the champion. */}
            <line x1="66" y1="90" x2="174" y2="82" />
            <line x1="66" y1="106" x2="174" y2="98" />
            <line x1="66" y1="122" x2="174" y2="114" />
          </g>
        }
      >
        <Figure cx={120} top={46} colors={colors} armsUp>
          {/* Mask stripe and the title belt: gold strap with a big centre plate. */}
          <rect x="109" y="54" width="22" height="5" rx="2.5" fill="#1d4ed8" />
          <rect x="105" y="90" width="30" height="8" rx="2" fill="#eab308" />
          <circle cx="120" cy="94" r="7.5" fill="#facc15" stroke="#a16207" strokeWidth="1.5" />
          <path
            d={`M120 89.5 L121.4 92.6 L124.6 92.8 L122.1 94.9 L122.9 98 L120 96.3 L117.1 98 L117.9 94.9 L115.4 92.8 L118.6 92.6 Z`}
            fill="#a16207"
          />
        </Figure>
      </BlisterPack>
      <Sparkle x={40} y={56} scale={1.3} fill="#f59e0b" />
      <Sparkle x={200} y={140} scale={1} fill="#ef4444" />
    </>
  );
}
