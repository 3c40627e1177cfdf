import { Sparkle as KitSparkle, type SparkleProps } from '@/components/illustrations/kit/shapes';
import { figureArt, HandMic } from './figure-base';

// The four featured music stars: genre archetypes, not any real performer.

const SPARKLE = 'M0-6l1.6 4.4L6 0 1.6 1.6 0 6-1.6 1.6-6 0-1.6-1.6z';

/** The kit's sparkle, written compactly and white unless told. */
function Sparkle(props: SparkleProps) {
  return <KitSparkle d={SPARKLE} fill="#fff" {...props} />;
}

export const DiscoDivaArt = figureArt({
  palette: {
    bgFrom: '#4c1d95',
    bgTo: '#db2777',
    skin: '#8d5a3b',
    top: '#eab308',
    bottom: '#eab308',
    boots: '#f8fafc',
  },
  scenery: (
    <>
      <path d="M164 34L120 220h40zM164 34L196 200h-30z" fill="#fde68a" fillOpacity=".18" />
      <path d="M164 0v20" stroke="#e5e7eb" strokeWidth="1.5" />
      <circle cx="164" cy="34" r="14" fill="#e5e7eb" />
      <path d="M150 34h28M164 20v28M153 26h22M153 42h22" stroke="#94a3b8" strokeWidth="1" />
      <Sparkle x={24} y={40} scale={1.2} />
      <Sparkle x={180} y={120} />
    </>
  ),
  back: (
    <>
      <circle cx="100" cy="54" r="33" fill="#3b1d0e" />
      <circle cx="70" cy="70" r="14" fill="#3b1d0e" />
      <circle cx="130" cy="70" r="14" fill="#3b1d0e" />
    </>
  ),
  front: (
    <>
      <path d="M79 56q3-20 21-20t21 20q-9-10-21-10t-21 10z" fill="#3b1d0e" />
      <path d="M90 86l10 20 10-20z" fill="#8d5a3b" />
      <rect x="74" y="128" width="52" height="5" fill="#a16207" />
      <g fill="#fff" fillOpacity=".7">
        <circle cx="82" cy="100" r="1.5" />
        <circle cx="118" cy="112" r="1.5" />
        <circle cx="86" cy="150" r="1.3" />
        <circle cx="112" cy="160" r="1.3" />
      </g>
      <path d="M81 166h17l3 22H76zM102 166h17l5 22H99z" fill="#eab308" />
      <rect x="76" y="190" width="24" height="5" rx="2" fill="#e5e7eb" />
      <rect x="100" y="190" width="24" height="5" rx="2" fill="#e5e7eb" />
      <HandMic head="#fde047" />
    </>
  ),
});

export const RockGuitarHeroArt = figureArt({
  mouth: 'grin',
  palette: {
    bgFrom: '#111827',
    bgTo: '#be123c',
    skin: '#f5d0b5',
    top: '#f59e0b',
    bottom: '#1f2937',
    boots: '#111827',
    arms: '#f5d0b5',
  },
  scenery: (
    <>
      <path d="M34 0L0 220h60zM166 0l34 220h-60z" fill="#fff" fillOpacity=".07" />
      <path d="M172 30l-8 16h7l-6 16 14-20h-8l6-12z" fill="#facc15" />
    </>
  ),
  back: <path d="M74 60q-4-32 26-30 30-2 26 30l6 32H68z" fill="#fde68a" />,
  front: (
    <>
      <path d="M79 56l5-20 6 10 6-14 6 12 6-12 6 14 7-10 0 20q-11-10-21-10-12 0-21 10z" fill="#fde68a" />
      <path
        d="M84 96l8 6M108 92l8 6M88 114l10 5M106 120l10-4"
        stroke="#111827"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M74 88h16l6 52H74zM126 88h-16l-6 52h22z" fill="#3b82f6" />
      <path d="M74 140l4-5 4 5 4-5 4 5M126 140l-4-5-4 5-4-5-4 5" stroke="#bfdbfe" fill="none" />
      {/* A pointed electric guitar slung across the body. */}
      <g transform="rotate(-28 100 128)">
        <rect x="97" y="66" width="6" height="58" fill="#78350f" />
        <rect x="95" y="58" width="10" height="11" rx="2" fill="#1f2937" />
        <path d="M86 122h28l12 24-22-8-4 18-4-18-22 8z" fill="#ec4899" stroke="#fbcfe8" strokeWidth="1.5" />
        <rect x="94" y="128" width="12" height="4" fill="#1f2937" />
        <path d="M99 70v66M101 70v66" stroke="#e5e7eb" strokeWidth=".6" />
      </g>
    </>
  ),
});

export const PopIdolArt = figureArt({
  palette: {
    bgFrom: '#f0abfc',
    bgTo: '#818cf8',
    skin: '#f5d0b5',
    top: '#a5f3fc',
    bottom: '#cbd5e1',
    boots: '#f472b6',
  },
  scenery: (
    <>
      <Sparkle x={22} y={34} scale={1.4} />
      <Sparkle x={178} y={50} />
      <Sparkle x={182} y={170} scale={1.2} />
      <path d="M20 168c-8-8 2-18 8-10 6-8 16 2 8 10l-8 8z" fill="#fff" fillOpacity=".7" />
    </>
  ),
  back: <rect x="78" y="44" width="44" height="38" rx="16" fill="#a855f7" />,
  front: (
    <>
      <circle cx="78" cy="38" r="9" fill="#a855f7" />
      <circle cx="122" cy="38" r="9" fill="#a855f7" />
      <path d="M79 58q1-22 21-22t21 22q-7-10-21-10t-21 10z" fill="#a855f7" />
      <Sparkle x={88} y={42} scale={0.5} fill="#fde68a" />
      <Sparkle x={112} y={40} scale={0.6} fill="#fde68a" />
      <path d="M76 92h20l-16 28zM112 100l12-4v16z" fill="#f0abfc" fillOpacity=".8" />
      <path d="M86 96l8 4M104 110l10 2" stroke="#fde68a" strokeWidth="2" strokeLinecap="round" />
      <rect x="78" y="120" width="44" height="10" fill="#f5d0b5" />
      <rect x="84" y="150" width="10" height="10" rx="2" fill="#94a3b8" />
      <rect x="106" y="150" width="10" height="10" rx="2" fill="#94a3b8" />
      <rect x="78" y="190" width="22" height="5" rx="2" fill="#fff" />
      <rect x="100" y="190" width="22" height="5" rx="2" fill="#fff" />
      <HandMic head="#f9a8d4" handle="#f472b6" />
    </>
  ),
});

export const HipHopMcArt = figureArt({
  palette: {
    bgFrom: '#fbbf24',
    bgTo: '#ea580c',
    skin: '#5c3a24',
    top: '#dc2626',
    bottom: '#dc2626',
    boots: '#f8fafc',
  },
  scenery: (
    <g stroke="#fff" strokeOpacity=".55" strokeWidth="3" fill="none" strokeLinecap="round">
      <path d="M156 100q8 16 0 32M166 92q12 24 0 48M176 84q16 32 0 64" />
      <path d="M14 30h30M14 40h20M160 196h26" />
    </g>
  ),
  front: (
    <>
      <rect x="74" y="108" width="52" height="14" fill="#1d4ed8" />
      <path d="M100 88v50" stroke="#fff" strokeWidth="1.5" />
      <rect x="85" y="140" width="3" height="42" fill="#fff" />
      <rect x="112" y="140" width="3" height="42" fill="#fff" />
      <path d="M86 86q14 32 28 0" stroke="#facc15" strokeWidth="4" fill="none" />
      <circle cx="100" cy="104" r="5" fill="#facc15" />
      <path d="M78 48q0-18 22-18t22 18z" fill="#1d4ed8" />
      <path d="M72 50q28-10 56 0l-4 6q-24-8-48 0z" fill="#1e40af" />
      <rect x="79" y="188" width="20" height="3" fill="#dc2626" />
      <rect x="101" y="188" width="20" height="3" fill="#dc2626" />
      <HandMic head="#6b7280" />
    </>
  ),
});
