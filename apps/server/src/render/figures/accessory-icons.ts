// Small original vector icons for action-figure accessories, drawn in a unit box centred on
// (0, 0) with half-size 1, so each compartment just scales and translates.
import { darken, lighten } from '../color.ts';
import type { Ctx } from '../surface.ts';

type Icon = (ctx: Ctx, c: string) => void;

const rr = (ctx: Ctx, x: number, y: number, w: number, h: number, r: number, fill: string) => {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
};
const circle = (ctx: Ctx, x: number, y: number, r: number, fill: string) => {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
};
const poly = (ctx: Ctx, points: number[], fill: string) => {
  ctx.fillStyle = fill;
  ctx.beginPath();
  for (let i = 0; i < points.length; i += 2) ctx.lineTo(points[i] ?? 0, points[i + 1] ?? 0);
  ctx.closePath();
  ctx.fill();
};
const line = (ctx: Ctx, points: number[], stroke: string, width: number) => {
  ctx.strokeStyle = stroke;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (let i = 0; i < points.length; i += 2) ctx.lineTo(points[i] ?? 0, points[i + 1] ?? 0);
  ctx.stroke();
};

const ICONS: Record<string, Icon> = {
  laptop: (ctx, c) => {
    rr(ctx, -0.7, -0.65, 1.4, 0.95, 0.08, '#2b2f3a');
    rr(ctx, -0.6, -0.56, 1.2, 0.77, 0.03, lighten(c, 0.55));
    poly(ctx, [-0.85, 0.35, 0.85, 0.35, 1, 0.55, -1, 0.55], '#c7ccd6');
  },
  phone: (ctx, c) => {
    rr(ctx, -0.42, -0.85, 0.84, 1.7, 0.16, '#22252e');
    rr(ctx, -0.34, -0.72, 0.68, 1.38, 0.06, lighten(c, 0.5));
    circle(ctx, 0, 0.76, 0.05, '#666');
  },
  tablet: (ctx, c) => {
    rr(ctx, -0.7, -0.85, 1.4, 1.7, 0.12, '#2b2f3a');
    rr(ctx, -0.6, -0.74, 1.2, 1.48, 0.04, lighten(c, 0.6));
    line(ctx, [-0.4, -0.4, 0.3, -0.4], c, 0.08);
    line(ctx, [-0.4, -0.15, 0.4, -0.15], lighten(c, 0.2), 0.08);
  },
  briefcase: (ctx, c) => {
    line(ctx, [-0.3, -0.45, -0.3, -0.7, 0.3, -0.7, 0.3, -0.45], '#3a2a1e', 0.12);
    rr(ctx, -0.9, -0.45, 1.8, 1.2, 0.12, '#7a4a2a');
    rr(ctx, -0.9, -0.1, 1.8, 0.12, 0, darken(c, 0.2));
    rr(ctx, -0.12, -0.16, 0.24, 0.24, 0.04, '#e0b84a');
  },
  mug: (ctx, c) => {
    line(ctx, [0.45, -0.35, 0.8, -0.3, 0.8, 0.25, 0.45, 0.3], darken(c, 0.1), 0.16);
    rr(ctx, -0.6, -0.5, 1.1, 1.25, 0.14, c);
    rr(ctx, -0.6, -0.5, 1.1, 0.18, 0.08, darken(c, 0.25));
    line(ctx, [-0.25, -0.65, -0.15, -0.85, -0.25, -1], '#b8c0cc', 0.07);
    line(ctx, [0.1, -0.65, 0.2, -0.85, 0.1, -1], '#b8c0cc', 0.07);
  },
  badge: (ctx, c) => {
    line(ctx, [-0.35, -1, 0, -0.55, 0.35, -1], c, 0.1);
    rr(ctx, -0.6, -0.55, 1.2, 1.45, 0.1, '#ffffff');
    rr(ctx, -0.6, -0.55, 1.2, 0.3, 0.1, c);
    rr(ctx, -0.3, -0.1, 0.6, 0.55, 0.06, '#c9d2de');
    line(ctx, [-0.35, 0.65, 0.35, 0.65], '#8a94a3', 0.08);
  },
  cards: (ctx, c) => {
    ctx.save();
    ctx.rotate(-0.18);
    rr(ctx, -0.85, -0.5, 1.6, 0.95, 0.06, darken('#ffffff', 0.12));
    ctx.restore();
    rr(ctx, -0.75, -0.35, 1.6, 0.95, 0.06, '#ffffff');
    rr(ctx, -0.6, -0.2, 0.3, 0.3, 0.05, c);
    line(ctx, [-0.2, -0.08, 0.6, -0.08], '#5d6675', 0.08);
    line(ctx, [-0.6, 0.3, 0.4, 0.3], '#a3acb9', 0.06);
  },
  headset: (ctx, c) => {
    ctx.strokeStyle = '#2b2f3a';
    ctx.lineWidth = 0.14;
    ctx.beginPath();
    ctx.arc(0, 0.1, 0.7, Math.PI * 1.05, Math.PI * 1.95);
    ctx.stroke();
    rr(ctx, -0.95, -0.05, 0.35, 0.6, 0.15, c);
    rr(ctx, 0.6, -0.05, 0.35, 0.6, 0.15, c);
    line(ctx, [-0.75, 0.5, -0.5, 0.8, -0.1, 0.8], '#2b2f3a', 0.08);
    circle(ctx, -0.08, 0.8, 0.1, '#2b2f3a');
  },
  notebook: (ctx, c) => {
    rr(ctx, -0.65, -0.85, 1.3, 1.7, 0.08, c);
    rr(ctx, -0.65, -0.85, 0.22, 1.7, 0.06, darken(c, 0.3));
    rr(ctx, -0.2, -0.5, 0.65, 0.3, 0.04, lighten(c, 0.6));
    line(ctx, [0.45, -0.85, 0.45, 0.95], '#e0b84a', 0.06);
  },
  pen: (ctx, c) => {
    ctx.save();
    ctx.rotate(Math.PI / 4);
    rr(ctx, -0.12, -0.95, 0.24, 1.5, 0.1, c);
    poly(ctx, [-0.12, 0.55, 0.12, 0.55, 0, 0.95], '#e8d2a6');
    rr(ctx, 0.1, -0.85, 0.06, 0.5, 0.03, '#d0d4dc');
    ctx.restore();
  },
  microphone: (ctx, c) => {
    rr(ctx, -0.13, -0.15, 0.26, 1.1, 0.1, '#2b2f3a');
    circle(ctx, 0, -0.45, 0.42, '#b8c0cc');
    line(ctx, [-0.3, -0.45, 0.3, -0.45], darken('#b8c0cc', 0.3), 0.05);
    rr(ctx, -0.16, -0.08, 0.32, 0.12, 0.04, c);
  },
  guitar: (ctx, c) => {
    ctx.save();
    ctx.rotate(-Math.PI / 5);
    rr(ctx, -0.07, -1.05, 0.14, 1.1, 0.04, '#5e3820');
    circle(ctx, 0, 0.2, 0.38, c);
    circle(ctx, 0, 0.62, 0.45, c);
    circle(ctx, 0, 0.35, 0.12, '#2b2f3a');
    ctx.restore();
  },
  belt: (ctx, c) => {
    rr(ctx, -1, -0.22, 2, 0.44, 0.15, '#2b2f3a');
    ctx.fillStyle = '#e0b84a';
    ctx.beginPath();
    ctx.ellipse(0, 0, 0.5, 0.45, 0, 0, Math.PI * 2);
    ctx.fill();
    circle(ctx, 0, 0, 0.25, c);
    circle(ctx, -0.72, 0, 0.12, '#e0b84a');
    circle(ctx, 0.72, 0, 0.12, '#e0b84a');
  },
  trophy: (ctx) => {
    line(ctx, [-0.45, -0.65, -0.8, -0.6, -0.7, -0.2, -0.35, -0.15], '#c99a2e', 0.1);
    line(ctx, [0.45, -0.65, 0.8, -0.6, 0.7, -0.2, 0.35, -0.15], '#c99a2e', 0.1);
    poly(ctx, [-0.5, -0.8, 0.5, -0.8, 0.4, -0.1, 0.12, 0.15, -0.12, 0.15, -0.4, -0.1], '#e8b93a');
    rr(ctx, -0.1, 0.1, 0.2, 0.4, 0, '#c99a2e');
    rr(ctx, -0.45, 0.5, 0.9, 0.3, 0.05, '#5e3820');
  },
  camera: (ctx, c) => {
    rr(ctx, -0.95, -0.45, 1.9, 1.2, 0.15, '#2b2f3a');
    rr(ctx, -0.5, -0.7, 0.5, 0.3, 0.06, '#2b2f3a');
    circle(ctx, 0.05, 0.15, 0.45, '#b8c0cc');
    circle(ctx, 0.05, 0.15, 0.3, c);
    circle(ctx, -0.05, 0.05, 0.08, '#ffffff');
  },
  sunglasses: (ctx, c) => {
    line(ctx, [-0.2, -0.15, 0.2, -0.15], '#2b2f3a', 0.1);
    rr(ctx, -0.95, -0.3, 0.75, 0.55, 0.22, '#1d1f26');
    rr(ctx, 0.2, -0.3, 0.75, 0.55, 0.22, '#1d1f26');
    rr(ctx, -0.85, -0.22, 0.25, 0.12, 0.06, lighten(c, 0.5));
  },
  hat: (ctx, c) => {
    ctx.fillStyle = c;
    ctx.beginPath();
    ctx.arc(0, 0.2, 0.7, Math.PI, 0);
    ctx.fill();
    ctx.fillStyle = darken(c, 0.25);
    ctx.beginPath();
    ctx.ellipse(0.35, 0.22, 0.75, 0.16, 0, 0, Math.PI * 2);
    ctx.fill();
  },
  shield: (ctx, c) => {
    poly(ctx, [0, -0.95, 0.8, -0.65, 0.7, 0.25, 0, 0.95, -0.7, 0.25, -0.8, -0.65], c);
    poly(ctx, [0, -0.6, 0.45, -0.42, 0.4, 0.15, 0, 0.6, -0.4, 0.15, -0.45, -0.42], lighten(c, 0.4));
  },
  sword: (ctx) => {
    ctx.save();
    ctx.rotate(Math.PI / 4);
    poly(ctx, [-0.1, 0.3, -0.1, -0.8, 0, -1, 0.1, -0.8, 0.1, 0.3], '#d0d6de');
    rr(ctx, -0.35, 0.3, 0.7, 0.12, 0.05, '#c99a2e');
    rr(ctx, -0.07, 0.42, 0.14, 0.45, 0.04, '#5e3820');
    ctx.restore();
  },
  blaster: (ctx, c) => {
    rr(ctx, -0.85, -0.35, 1.4, 0.45, 0.15, c);
    rr(ctx, 0.5, -0.25, 0.4, 0.22, 0.06, '#b8c0cc');
    poly(ctx, [-0.5, 0.05, -0.15, 0.05, -0.3, 0.7, -0.6, 0.7], darken(c, 0.3));
    circle(ctx, 0.92, -0.14, 0.08, '#7CF0B0');
  },
  ball: (ctx, c) => {
    circle(ctx, 0, 0, 0.8, c);
    ctx.strokeStyle = darken(c, 0.4);
    ctx.lineWidth = 0.07;
    ctx.beginPath();
    ctx.arc(0, 0, 0.8, 0, Math.PI * 2);
    ctx.moveTo(-0.8, 0);
    ctx.lineTo(0.8, 0);
    ctx.moveTo(0, -0.8);
    ctx.quadraticCurveTo(0.5, 0, 0, 0.8);
    ctx.stroke();
  },
  star: (ctx, c) => {
    const pts: number[] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 ? 0.4 : 0.9;
      pts.push(Math.cos(a) * r, Math.sin(a) * r + 0.05);
    }
    poly(ctx, pts, c);
  },
};

// Keyword → icon; the first match wins and unknown accessories get a star.
const KEYWORDS: ReadonlyArray<[RegExp, keyof typeof ICONS]> = [
  [/\b(?:laptop|computer|macbook)s?\b/i, 'laptop'],
  [/\b(?:tablet|ipad)s?\b/i, 'tablet'],
  [/\b(?:micro ?phone|mic)s?\b/i, 'microphone'],
  [/\b(?:head ?set|head ?phones|earphones)s?\b/i, 'headset'],
  [/\b(?:phone|mobile|smartphone)s?\b/i, 'phone'],
  [/\b(?:brief ?case|bag|suitcase|portfolio)s?\b/i, 'briefcase'],
  [/\b(?:mug|coffee|cup|tea|latte)s?\b/i, 'mug'],
  [/\b(?:badge|lanyard|id|pass)s?\b/i, 'badge'],
  [/\b(?:card)s?\b/i, 'cards'],
  [/\b(?:note ?book|book|journal|planner|diary|clipboard)s?\b/i, 'notebook'],
  [/\b(?:pen|pencil|marker|stylus|brush)s?\b/i, 'pen'],
  [/\b(?:guitar|bass|ukulele|violin)s?\b/i, 'guitar'],
  [/\b(?:belt|championship|title)s?\b/i, 'belt'],
  [/\b(?:trophy|award|medal|prize)s?\b/i, 'trophy'],
  [/\b(?:camera|photo)s?\b/i, 'camera'],
  [/\b(?:sunglasses|glasses|shades|goggles|visor)s?\b/i, 'sunglasses'],
  [/\b(?:hat|cap|helmet|crown)s?\b/i, 'hat'],
  [/\b(?:shield)s?\b/i, 'shield'],
  [/\b(?:sword|blade|saber|sabre|katana|staff|wand)s?\b/i, 'sword'],
  [/\b(?:blaster|ray ?gun|laser|gadget)s?\b/i, 'blaster'],
  [/\b(?:ball|football|basketball|soccer)s?\b/i, 'ball'],
];

/** The icon key an accessory name maps to ("Coffee Mug" → mug). */
export function accessoryIconKey(name: string): string {
  return KEYWORDS.find(([re]) => re.test(name))?.[1] ?? 'star';
}

/** Draws the accessory's icon centred at (cx, cy), `size` wide, in the accent colour. */
export function drawAccessoryIcon(
  ctx: Ctx,
  name: string,
  cx: number,
  cy: number,
  size: number,
  color: string,
): void {
  const icon = ICONS[accessoryIconKey(name)] ?? ICONS.star;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(size / 2, size / 2);
  icon?.(ctx, color);
  ctx.restore();
}
