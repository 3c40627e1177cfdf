// Animals drawn on their own rather than as four-legged bodies: bears and pandas, rabbits, ducks,
// penguins, owls, frogs and dinosaurs, facing right in the unit space of scene-kit.ts.

import { darken, lighten } from '../color.ts';
import { circle, ellipse, eyes, line, natural, poly, rect, type SubjectDrawer } from './scene-kit.ts';

const bear: SubjectDrawer = (p) => {
  const { ctx } = p;
  const panda = /panda/.test(p.word);
  const fur = panda ? '#f6f4f0' : natural(p, ['#8b5a3c', '#a26b43', '#6b4631']);
  const limbs = panda ? '#26232a' : darken(fur, 0.15);
  for (const x of [-0.22, 0.22]) ellipse(ctx, x, -0.08, 0.13, 0.09, limbs);
  ellipse(ctx, 0, -0.33, 0.32, 0.3, fur);
  ellipse(ctx, 0, -0.28, 0.2, 0.2, panda ? '#ffffff' : lighten(fur, 0.3));
  for (const s of [-1, 1]) line(ctx, [s * 0.28, -0.48, s * 0.37, -0.3], limbs, 0.12);
  for (const s of [-1, 1]) circle(ctx, s * 0.17, -0.92, 0.08, limbs);
  circle(ctx, 0, -0.74, 0.22, fur);
  if (panda) for (const s of [-1, 1]) ellipse(ctx, s * 0.08, -0.76, 0.055, 0.07, limbs, s * 0.4);
  ellipse(ctx, 0, -0.66, 0.09, 0.065, panda ? '#ffffff' : lighten(fur, 0.4));
  eyes(ctx, 0, -0.77, 0.16, 0.028, panda ? '#ffffff' : '#1d1b26');
  ellipse(ctx, 0, -0.69, 0.035, 0.025, '#2a1f1f');
};

const rabbit: SubjectDrawer = (p) => {
  const { ctx } = p;
  const fur = natural(p, ['#f3efe8', '#c9a98a', '#9b9aa3']);
  for (const dx of [-0.07, 0.08]) {
    ellipse(ctx, dx, -0.83, 0.06, 0.17, fur, dx * 2);
    ellipse(ctx, dx, -0.83, 0.03, 0.12, '#f4b6c2', dx * 2);
  }
  ellipse(ctx, 0, -0.25, 0.3, 0.25, fur);
  circle(ctx, -0.3, -0.3, 0.07, '#ffffff');
  ellipse(ctx, 0.16, -0.05, 0.12, 0.05, darken(fur, 0.1));
  circle(ctx, 0.08, -0.55, 0.2, fur);
  eyes(ctx, 0.1, -0.57, 0.15, 0.03);
  circle(ctx, 0.14, -0.48, 0.025, '#e07b8a');
};

const duck: SubjectDrawer = (p) => {
  const { ctx } = p;
  const body = p.color ?? (/goose|geese/.test(p.word) ? '#f4f2ec' : '#ffd23f');
  ellipse(ctx, -0.05, -0.32, 0.38, 0.26, body);
  ellipse(ctx, -0.12, -0.34, 0.2, 0.13, darken(body, 0.12), -0.2);
  circle(ctx, 0.22, -0.72, 0.2, body);
  ellipse(ctx, 0.46, -0.66, 0.13, 0.055, '#f28c28');
  eyes(ctx, 0.28, -0.76, 0, 0.04);
  for (const x of [-0.1, 0.06]) line(ctx, [x, -0.08, x + 0.02, -0.02], '#f28c28', 0.04);
};

const penguin: SubjectDrawer = (p) => {
  const { ctx } = p;
  ellipse(ctx, 0, -0.45, 0.28, 0.45, '#1f2230');
  ellipse(ctx, 0.02, -0.4, 0.19, 0.36, '#fbfbf8');
  for (const s of [-1, 1]) ellipse(ctx, s * 0.27, -0.45, 0.06, 0.2, '#1f2230', -s * 0.3);
  eyes(ctx, 0.02, -0.72, 0.12, 0.03);
  poly(ctx, [-0.05, -0.66, 0.05, -0.66, 0, -0.6], '#f59a23');
  for (const x of [-0.1, 0.1]) ellipse(ctx, x, -0.02, 0.08, 0.03, '#f59a23');
  if (p.color) rect(ctx, -0.2, -0.6, 0.4, 0.06, p.color, 0.02);
};

const owl: SubjectDrawer = (p) => {
  const { ctx } = p;
  const fur = natural(p, ['#8a6a4c', '#b08962', '#6e5a4e']);
  ellipse(ctx, 0, -0.42, 0.36, 0.42, fur);
  ellipse(ctx, 0, -0.3, 0.22, 0.26, lighten(fur, 0.35));
  poly(ctx, [-0.34, -0.7, -0.26, -0.98, -0.1, -0.76], fur);
  poly(ctx, [0.34, -0.7, 0.26, -0.98, 0.1, -0.76], fur);
  for (const s of [-1, 1]) {
    circle(ctx, s * 0.14, -0.62, 0.12, '#fbf3e1');
    circle(ctx, s * 0.14, -0.62, 0.06, '#1d1b26');
    circle(ctx, s * 0.14 + 0.02, -0.64, 0.02, '#ffffff');
  }
  poly(ctx, [-0.04, -0.54, 0.04, -0.54, 0, -0.46], '#f2a93b');
  for (const x of [-0.1, 0.1]) line(ctx, [x, -0.02, x, 0], '#f2a93b', 0.05);
};

const frog: SubjectDrawer = (p) => {
  const { ctx } = p;
  const skin = p.color ?? '#5cb85c';
  ellipse(ctx, 0, -0.35, 0.5, 0.35, skin);
  for (const s of [-1, 1]) {
    circle(ctx, s * 0.26, -0.72, 0.17, skin);
    circle(ctx, s * 0.26, -0.74, 0.1, '#ffffff');
    circle(ctx, s * 0.26, -0.74, 0.05, '#1d1b26');
    ellipse(ctx, s * 0.42, -0.06, 0.14, 0.06, darken(skin, 0.15));
  }
  ellipse(ctx, 0, -0.25, 0.3, 0.18, lighten(skin, 0.4));
  line(ctx, [-0.18, -0.48, 0, -0.42, 0.18, -0.48], darken(skin, 0.5), 0.03);
};

const dinosaur: SubjectDrawer = (p) => {
  const { ctx } = p;
  const skin = p.color ?? '#6bbf59';
  line(ctx, [-0.15, -0.45, -0.55, -0.25, -0.62, -0.2], skin, 0.12);
  ellipse(ctx, -0.02, -0.45, 0.3, 0.23, skin);
  line(ctx, [0.12, -0.55, 0.28, -0.95], skin, 0.12);
  circle(ctx, 0.34, -0.95, 0.11, skin);
  eyes(ctx, 0.38, -0.98, 0, 0.03);
  for (const x of [-0.15, 0.1]) line(ctx, [x, -0.3, x, -0.03], darken(skin, 0.1), 0.1);
  for (let i = 0; i < 5; i++) circle(ctx, -0.2 + i * 0.1, -0.62 + Math.abs(i - 2) * 0.02, 0.035, p.accent2);
};

/** The drawers of the animals drawn on their own. */
export const CRITTERS = { bear, rabbit, duck, penguin, owl, frog, dinosaur } as const;
