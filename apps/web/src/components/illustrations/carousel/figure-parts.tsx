import type { ReactNode } from 'react';

/**
 * Interchangeable parts of the action-figure artwork: headwear and the accessory in hand.
 * Coordinates are in the 240×300 box of figure-art.tsx; the head is centred at (120, 96), r 24,
 * and the right hand is at (152, 178). Shapes are few and flat so 12 slides stay a few kB.
 */

/** What the figure wears on its head; some styles sit behind the head, some in front. */
export type Headwear =
  | 'helmet'
  | 'afro'
  | 'short'
  | 'long'
  | 'mohawk'
  | 'cap'
  | 'safari'
  | 'toque'
  | 'beanie'
  | 'hood'
  | 'wizard'
  | 'bun';

/** What the figure holds or wears as its signature accessory. */
export type Accessory =
  | 'blaster'
  | 'microphone'
  | 'briefcase'
  | 'guitar'
  | 'title-belt'
  | 'joystick'
  | 'map'
  | 'whisk'
  | 'skateboard'
  | 'laptop'
  | 'staff'
  | 'surfboard';

/** Draws one part in the figure's hair or accent colour. */
type Draw = (color: string) => ReactNode;

const shortHair: Draw = (color) => <path d="M96 94q0-28 24-28t24 28q-6-14-24-14t-24 14z" fill={color} />;

/** Each headwear's parts behind the head (so the face covers them) and over it. */
const HEADWEAR: Record<Headwear, { back?: Draw; front?: Draw }> = {
  helmet: {
    front: (color) => (
      <>
        <circle cx="120" cy="96" r="33" fill="#e0f2fe" fillOpacity=".3" stroke="#fff" strokeWidth="3" />
        <path d="M104 66a33 33 0 0 1 22-3" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
        <rect x="96" y="124" width="48" height="8" rx="4" fill={color} />
      </>
    ),
  },
  afro: { back: (color) => <circle cx="120" cy="88" r="34" fill={color} /> },
  short: { front: shortHair },
  long: {
    back: (color) => <rect x="93" y="78" width="54" height="62" rx="22" fill={color} />,
    front: shortHair,
  },
  mohawk: { front: (color) => <path d="M112 76l3-26 5 8 5-8 3 26z" fill={color} /> },
  cap: { front: (color) => <path d="M95 90a25 23 0 0 1 50 0zm45-4h20a4 4 0 0 1 0 8h-22z" fill={color} /> },
  safari: {
    front: (color) => (
      <>
        <ellipse cx="120" cy="80" rx="38" ry="7" fill={color} />
        <path d="M100 80q2-24 20-24t20 24z" fill={color} />
        <rect x="100" y="74" width="40" height="5" fill="#000" fillOpacity=".2" />
      </>
    ),
  },
  toque: {
    front: (color) => (
      <>
        <path d="M100 80h40V66a12 12 0 0 0-6-22 14 14 0 0 0-28 0 12 12 0 0 0-6 22z" fill="#fff" />
        <rect x="100" y="74" width="40" height="8" rx="2" fill={color} />
      </>
    ),
  },
  beanie: {
    front: (color) => (
      <>
        <path d="M95 90a25 25 0 0 1 50 0z" fill={color} />
        <rect x="93" y="84" width="54" height="10" rx="5" fill="#000" fillOpacity=".2" />
        <circle cx="120" cy="64" r="7" fill={color} />
      </>
    ),
  },
  hood: { back: (color) => <path d="M86 134V98a34 34 0 0 1 68 0v36z" fill={color} /> },
  wizard: {
    front: (color) => (
      <>
        <path d="M93 80L122 20l26 60z" fill={color} />
        <ellipse cx="120" cy="80" rx="36" ry="7" fill={color} />
        <path d="M118 46l2 5 5 1-4 3 1 5-4-3-4 3 1-5-4-3 5-1z" fill="#fde68a" />
      </>
    ),
  },
  bun: { back: (color) => <circle cx="120" cy="66" r="12" fill={color} />, front: shortHair },
};

/** Hair or headwear drawn before the head (so the face covers it). */
export function HeadwearBack({ kind, color }: { kind: Headwear; color: string }) {
  return HEADWEAR[kind].back?.(color) ?? null;
}

/** Hair or headwear drawn over the head. */
export function HeadwearFront({ kind, color }: { kind: Headwear; color: string }) {
  return HEADWEAR[kind].front?.(color) ?? null;
}

/** Each signature accessory. */
const ACCESSORIES: Record<Accessory, Draw> = {
  blaster: (color) => (
    <>
      <rect x="146" y="166" width="34" height="11" rx="4" fill={color} />
      <rect x="150" y="172" width="9" height="16" rx="3" fill="#334155" />
      <circle cx="184" cy="171" r="5" fill="#a3e635" />
    </>
  ),
  microphone: (color) => (
    <>
      <rect x="156" y="154" width="6" height="26" rx="3" fill="#1f2937" />
      <circle cx="159" cy="150" r="8" fill={color} />
    </>
  ),
  briefcase: (color) => (
    <>
      <path d="M158 182v-5h14v5" stroke="#1f2937" strokeWidth="3" fill="none" />
      <rect x="148" y="182" width="34" height="26" rx="4" fill={color} />
      <rect x="148" y="192" width="34" height="3" fill="#000" fillOpacity=".25" />
    </>
  ),
  guitar: (color) => (
    <g transform="rotate(-38 120 168)">
      <rect x="116" y="92" width="8" height="66" rx="2" fill="#78350f" />
      <circle cx="120" cy="170" r="15" fill={color} />
      <circle cx="120" cy="188" r="18" fill={color} />
      <circle cx="120" cy="178" r="5" fill="#1f2937" />
    </g>
  ),
  'title-belt': (color) => (
    <>
      <rect x="92" y="164" width="56" height="14" rx="5" fill="#1f2937" />
      <ellipse cx="120" cy="171" rx="15" ry="12" fill={color} stroke="#fff" strokeWidth="2" />
      <circle cx="120" cy="171" r="5" fill="#fff" fillOpacity=".7" />
    </>
  ),
  joystick: (color) => (
    <>
      <rect x="146" y="190" width="34" height="14" rx="4" fill="#1f2937" />
      <path d="M163 190v-18" stroke="#475569" strokeWidth="4" />
      <circle cx="163" cy="168" r="7" fill={color} />
    </>
  ),
  map: (color) => (
    <>
      <path d="M146 176l10-4 10 4 10-4v30l-10 4-10-4-10 4z" fill="#fef3c7" />
      <path d="M150 196q8-8 14-2t10-10" stroke={color} strokeWidth="2" strokeDasharray="3 3" fill="none" />
    </>
  ),
  whisk: (color) => (
    <>
      <rect x="157" y="176" width="6" height="22" rx="3" fill={color} />
      <path d="M160 176c-12-10-8-30 0-30s12 20 0 30m0 0V146" stroke="#94a3b8" strokeWidth="2" fill="none" />
    </>
  ),
  skateboard: (color) => (
    <>
      <rect x="166" y="140" width="14" height="82" rx="7" fill={color} />
      <circle cx="164" cy="154" r="4" fill="#1f2937" />
      <circle cx="164" cy="208" r="4" fill="#1f2937" />
    </>
  ),
  laptop: (color) => (
    <>
      <rect x="142" y="164" width="38" height="26" rx="3" fill="#1f2937" />
      <path d="M148 172h14m-14 6h22m-22 6h10" stroke={color} strokeWidth="2" />
      <rect x="138" y="190" width="46" height="5" rx="2" fill="#475569" />
    </>
  ),
  staff: (color) => (
    <>
      <path d="M160 108v126" stroke="#92400e" strokeWidth="5" strokeLinecap="round" />
      <circle cx="160" cy="102" r="9" fill={color} />
      <circle cx="160" cy="102" r="15" fill={color} fillOpacity=".3" />
    </>
  ),
  surfboard: (color) => (
    <>
      <ellipse cx="66" cy="168" rx="13" ry="62" fill={color} />
      <path d="M66 108v120" stroke="#fff" strokeWidth="3" />
    </>
  ),
};

/** The signature accessory. */
export function AccessoryArt({ kind, color }: { kind: Accessory; color: string }) {
  return ACCESSORIES[kind](color);
}
