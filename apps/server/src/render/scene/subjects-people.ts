// People and people-shaped subjects of the scene composer: person, child, astronaut, chef, robot and
// snowman, drawn in the unit space of scene-kit.ts.

import { darken, lighten } from '../color.ts';
import type { SubjectDrawer, SubjectPaint } from './scene-kit.ts';
import { circle, ellipse, eyes, line, natural, poly, rect, smile } from './scene-kit.ts';

const SKIN = ['#f5cfa9', '#e6b48a', '#c98e62', '#9c6542', '#6e442b'];
const HAIR = ['#2b1d16', '#5a3a22', '#a8652f', '#e2b857', '#1b1b22', '#b3473a'];
const LONG_HAIR = /\b(woman|women|girl|lady|ladies|dancer)\b/;

interface FigureLook {
  /** Head radius as a share of the height (a child's is larger). */
  head: number;
  shirt: string;
  pants: string;
  skin: string;
  hair?: string;
  longHair?: boolean;
  /** Drawn over the head (a hat, a helmet). */
  hat?: (p: SubjectPaint, headY: number, r: number) => void;
  /** Both arms up in a wave. */
  wave?: boolean;
}

/** A standing figure: legs, shirt, arms, head with a face, hair. */
function figure(p: SubjectPaint, look: FigureLook): void {
  const { ctx } = p;
  const r = look.head;
  const headY = -1 + r;
  const shoulder = headY + r + 0.03;
  const hip = -0.4;
  const limb = 0.075;
  line(ctx, [-0.07, hip, -0.08, -0.03], look.pants, limb * 1.3);
  line(ctx, [0.07, hip, 0.08, -0.03], look.pants, limb * 1.3);
  ellipse(ctx, -0.1, -0.015, 0.07, 0.03, darken(look.pants, 0.55));
  ellipse(ctx, 0.1, -0.015, 0.07, 0.03, darken(look.pants, 0.55));
  const armY = look.wave ? shoulder - 0.22 : hip + 0.02;
  line(ctx, [-0.12, shoulder + 0.04, -0.21, (shoulder + armY) / 2, -0.2, armY], look.shirt, limb);
  line(ctx, [0.12, shoulder + 0.04, 0.22, shoulder + 0.14, 0.2, hip + 0.02], look.shirt, limb);
  circle(ctx, -0.2, armY, limb * 0.6, look.skin);
  circle(ctx, 0.2, hip + 0.02, limb * 0.6, look.skin);
  rect(ctx, -0.15, shoulder, 0.3, hip - shoulder + 0.04, look.shirt, 0.08);
  rect(ctx, -0.15, hip - 0.03, 0.3, 0.08, look.pants, 0.03);
  // Long hair falls on both sides of the face to the shoulders, never under the chin.
  if (look.longHair && look.hair)
    for (const side of [-1, 1])
      rect(ctx, side * r * 0.62 - r * 0.42, headY - r * 0.3, r * 0.84, r * 1.75, look.hair, r * 0.4);
  circle(ctx, 0, headY, r, look.skin);
  if (look.hair) {
    ctx.fillStyle = look.hair;
    ctx.beginPath();
    ctx.arc(0, headY, r * 1.04, Math.PI * 1.02, Math.PI * 1.98);
    ctx.quadraticCurveTo(r * 0.2, headY - r * 0.35, -r * 1.02, headY - r * 0.05);
    ctx.fill();
  }
  eyes(ctx, 0, headY + r * 0.1, r * 0.8, r * 0.12);
  circle(ctx, -r * 0.55, headY + r * 0.4, r * 0.16, 'rgba(255,120,120,0.35)');
  circle(ctx, r * 0.55, headY + r * 0.4, r * 0.16, 'rgba(255,120,120,0.35)');
  smile(ctx, 0, headY + r * 0.3, r * 0.3, r * 0.09);
  look.hat?.(p, headY, r);
}

const person: SubjectDrawer = (p) =>
  figure(p, {
    head: 0.11,
    shirt: p.color ?? p.accent,
    pants: darken(p.accent2, 0.35),
    skin: natural({ ...p, color: undefined }, SKIN),
    hair: natural({ ...p, color: undefined }, HAIR),
    longHair: LONG_HAIR.test(p.word),
  });

const child: SubjectDrawer = (p) =>
  figure(p, {
    head: 0.15,
    shirt: p.color ?? p.accent2,
    pants: darken(p.accent, 0.3),
    skin: natural({ ...p, color: undefined }, SKIN),
    hair: natural({ ...p, color: undefined }, HAIR),
    longHair: /\bgirl/.test(p.word),
    wave: true,
  });

const chef: SubjectDrawer = (p) =>
  figure(p, {
    head: 0.11,
    shirt: '#f4f4f0',
    pants: '#30323d',
    skin: natural({ ...p, color: undefined }, SKIN),
    hair: natural({ ...p, color: undefined }, HAIR),
    hat: ({ ctx }, y, r) => {
      rect(ctx, -r * 0.8, y - r * 1.5, r * 1.6, r * 0.8, '#ffffff', r * 0.1);
      for (const dx of [-0.5, 0, 0.5]) circle(ctx, dx * r, y - r * 1.7, r * 0.55, '#ffffff');
    },
  });

const astronaut: SubjectDrawer = (p) => {
  const suit = '#eef1f5';
  figure(p, {
    head: 0.14,
    shirt: suit,
    pants: '#d9dee6',
    skin: natural({ ...p, color: undefined }, SKIN),
    wave: true,
    hat: ({ ctx }, y, r) => {
      circle(ctx, 0, y, r * 1.35, suit);
      ellipse(ctx, 0, y + r * 0.05, r * 0.95, r * 0.8, '#24304d');
      ellipse(ctx, -r * 0.3, y - r * 0.25, r * 0.3, r * 0.16, 'rgba(255,255,255,0.55)', -0.5);
    },
  });
  rect(p.ctx, -0.07, -0.68, 0.14, 0.1, p.color ?? p.accent, 0.02);
};

const robot: SubjectDrawer = (p) => {
  const { ctx } = p;
  const body = p.color ?? lighten(p.accent, 0.15);
  const trim = darken(body, 0.35);
  line(ctx, [-0.1, -0.35, -0.1, -0.04], trim, 0.08);
  line(ctx, [0.1, -0.35, 0.1, -0.04], trim, 0.08);
  rect(ctx, -0.17, -0.07, 0.14, 0.07, trim, 0.02);
  rect(ctx, 0.03, -0.07, 0.14, 0.07, trim, 0.02);
  line(ctx, [-0.22, -0.6, -0.3, -0.42, -0.27, -0.33], trim, 0.06);
  line(ctx, [0.22, -0.6, 0.31, -0.75, 0.28, -0.86], trim, 0.06);
  circle(ctx, -0.27, -0.32, 0.04, body);
  circle(ctx, 0.28, -0.87, 0.04, body);
  rect(ctx, -0.22, -0.66, 0.44, 0.34, body, 0.06);
  rect(ctx, -0.12, -0.58, 0.24, 0.16, lighten(body, 0.5), 0.03);
  for (const [i, c] of ['#ff5a5f', '#ffd166', '#06d6a0'].entries())
    circle(ctx, -0.07 + i * 0.07, -0.5, 0.022, c);
  rect(ctx, -0.05, -0.71, 0.1, 0.06, trim);
  rect(ctx, -0.19, -0.97, 0.38, 0.27, body, 0.07);
  rect(ctx, -0.15, -0.92, 0.3, 0.17, '#1f2433', 0.05);
  const glow = p.dark ? '#7df9ff' : '#5ee6ff';
  circle(ctx, -0.07, -0.84, 0.035, glow);
  circle(ctx, 0.07, -0.84, 0.035, glow);
  line(ctx, [0, -0.97, 0, -1.04], trim, 0.025);
  circle(ctx, 0, -1.04, 0.03, p.accent2);
};

const snowman: SubjectDrawer = (p) => {
  const { ctx } = p;
  const snow = '#f7fbff';
  const shade = '#d7e4f2';
  circle(ctx, 0, -0.2, 0.2, shade);
  circle(ctx, -0.02, -0.21, 0.185, snow);
  circle(ctx, 0, -0.5, 0.15, shade);
  circle(ctx, -0.015, -0.51, 0.14, snow);
  circle(ctx, 0, -0.73, 0.11, snow);
  line(ctx, [-0.14, -0.52, -0.32, -0.66], '#6b4a2b', 0.025);
  line(ctx, [0.14, -0.52, 0.32, -0.62], '#6b4a2b', 0.025);
  const scarf = p.color ?? p.accent;
  rect(ctx, -0.12, -0.65, 0.24, 0.05, scarf, 0.02);
  rect(ctx, 0.04, -0.64, 0.05, 0.16, scarf, 0.02);
  eyes(ctx, 0, -0.76, 0.08, 0.015);
  poly(ctx, [0, -0.73, 0.12, -0.71, 0, -0.7], '#f08a24');
  for (const y of [-0.54, -0.46, -0.27]) circle(ctx, 0, y, 0.015, '#1d1b26');
  rect(ctx, -0.1, -0.93, 0.2, 0.1, '#23232b', 0.01);
  rect(ctx, -0.14, -0.84, 0.28, 0.025, '#23232b');
  rect(ctx, -0.1, -0.87, 0.2, 0.025, p.accent2);
};

/** The people-shaped drawers. */
export const PEOPLE = { person, child, chef, astronaut, robot, snowman } as const;
