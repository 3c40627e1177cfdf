// The small character and the wooden name sign of the Ghibli-style landscape.

import type { GhibliCharacter } from '@mergepix/core';
import { mix } from '../color.ts';
import { TEXT_FONT } from '../fonts.ts';
import { drawFitted, fitTextAt } from '../text/fitted-text.ts';
import { type GhibliCanvas, tone } from './ghibli-scene.ts';

/** A person seen from behind: hair, shirt, legs; `hat` adds a pointed witch hat. */
function person(
  s: GhibliCanvas,
  x: number,
  ground: number,
  height: number,
  shirt: string,
  hat: boolean,
): void {
  const { ctx } = s;
  const u = height / 10;
  ctx.fillStyle = tone(s, '#3a2a22');
  ctx.fillRect(x - u * 0.9, ground - u * 3.2, u * 0.7, u * 3.2);
  ctx.fillRect(x + u * 0.2, ground - u * 3.2, u * 0.7, u * 3.2);
  ctx.fillStyle = tone(s, shirt);
  ctx.beginPath();
  ctx.moveTo(x - u * 1.4, ground - u * 3);
  ctx.lineTo(x - u * 1.1, ground - u * 7);
  ctx.quadraticCurveTo(x, ground - u * 7.6, x + u * 1.1, ground - u * 7);
  ctx.lineTo(x + u * 1.4, ground - u * 3);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = tone(s, '#f2c9a0');
  ctx.beginPath();
  ctx.arc(x, ground - u * 8.3, u * 1.25, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = tone(s, '#2e2119');
  ctx.beginPath();
  ctx.arc(x, ground - u * 8.5, u * 1.3, Math.PI * 0.95, Math.PI * 2.05);
  ctx.fill();
  if (hat) {
    ctx.fillStyle = tone(s, '#2c2540');
    ctx.beginPath();
    ctx.ellipse(x, ground - u * 9.3, u * 2.2, u * 0.45, 0, 0, Math.PI * 2);
    ctx.moveTo(x - u * 1.1, ground - u * 9.3);
    ctx.lineTo(x + u * 0.6, ground - u * 13);
    ctx.lineTo(x + u * 1.1, ground - u * 9.3);
    ctx.fill();
  }
}

function animal(s: GhibliCanvas, x: number, ground: number, size: number, fur: string): void {
  const { ctx } = s;
  ctx.fillStyle = tone(s, fur);
  ctx.beginPath();
  ctx.ellipse(x, ground - size * 0.35, size * 0.5, size * 0.3, 0, 0, Math.PI * 2);
  ctx.moveTo(x + size * 0.75, ground - size * 0.7);
  ctx.arc(x + size * 0.55, ground - size * 0.7, size * 0.22, 0, Math.PI * 2);
  ctx.moveTo(x + size * 0.4, ground - size * 0.85);
  ctx.lineTo(x + size * 0.45, ground - size * 1.1);
  ctx.lineTo(x + size * 0.58, ground - size * 0.9);
  ctx.moveTo(x + size * 0.6, ground - size * 0.9);
  ctx.lineTo(x + size * 0.72, ground - size * 1.1);
  ctx.lineTo(x + size * 0.76, ground - size * 0.82);
  ctx.fill();
  ctx.strokeStyle = tone(s, fur);
  ctx.lineWidth = size * 0.14;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x - size * 0.45, ground - size * 0.4);
  ctx.quadraticCurveTo(x - size * 0.95, ground - size * 0.5, x - size * 0.8, ground - size * 1);
  ctx.stroke();
}

function spirit(s: GhibliCanvas, x: number, ground: number, size: number, green: boolean): void {
  const { ctx } = s;
  const body = green ? '#e9ffe6' : '#f4f6ff';
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.ellipse(x, ground - size * 0.45, size * 0.26, size * 0.45, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#2a2a3a';
  ctx.beginPath();
  ctx.arc(x - size * 0.08, ground - size * 0.62, size * 0.035, 0, Math.PI * 2);
  ctx.arc(x + size * 0.08, ground - size * 0.62, size * 0.035, 0, Math.PI * 2);
  ctx.fill();
  if (green) {
    // A forest spirit wears a sprout: a stem and two leaves on its head.
    const top = ground - size * 0.9;
    ctx.strokeStyle = '#3f8f3a';
    ctx.lineWidth = size * 0.04;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, top - size * 0.18);
    ctx.stroke();
    ctx.fillStyle = '#5cb85c';
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.ellipse(
        x + side * size * 0.1,
        top - size * 0.2,
        size * 0.11,
        size * 0.05,
        side * -0.5,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
  }
  s.lights.push({
    x,
    y: ground - size * 0.45,
    r: size * 1.1,
    color: green ? '#b8ffb0' : '#cfd8ff',
    core: 0.3,
  });
}

/** Draws the chosen character standing on the foreground at `x`. */
export function paintCharacter(s: GhibliCanvas, type: GhibliCharacter, x: number): void {
  const ground = s.groundY(x) + s.unit * 0.012;
  // Large enough to read as the scene's character in a 400 px preview.
  const h = s.unit * 0.16;
  switch (type) {
    case 'Human Child':
      person(s, x, ground, h * 0.8, '#d64541', false);
      break;
    case 'Human Adult':
      person(s, x, ground, h * 1.05, '#3f6e9a', false);
      break;
    case 'Witch/Wizard':
      person(s, x, ground, h * 0.95, '#2c2540', true);
      break;
    case 'Animal Companion':
      person(s, x, ground, h * 0.8, '#d64541', false);
      animal(s, x + h * 0.45, ground, h * 0.32, '#d9822b');
      break;
    case 'Magical Creature':
      animal(s, x, ground, h * 0.75, '#8c6f5a');
      break;
    case 'Transformed Being':
      person(s, x, ground, h * 0.95, '#6b4f8a', false);
      spirit(s, x + h * 0.5, ground, h * 0.4, false);
      break;
    case 'Spirit':
      spirit(s, x, ground, h * 0.75, false);
      break;
    case 'Forest Spirit':
      spirit(s, x, ground, h * 0.55, true);
      break;
    default:
      break;
  }
}

/** A wooden sign on a post with the name painted on it, exactly as given. */
export function paintNameSign(s: GhibliCanvas, name: string, x: number): void {
  const { ctx, unit } = s;
  const ground = s.groundY(x) + unit * 0.015;
  const wood = tone(s, '#b98552');
  const postH = unit * 0.11;
  ctx.fillStyle = tone(s, '#6e4a2c');
  ctx.fillRect(x - unit * 0.006, ground - postH, unit * 0.012, postH);
  const lettering = fitTextAt(name, 0, 0, unit * 0.24, {
    fontFamily: TEXT_FONT,
    fontWeight: 800,
    maxSize: unit * 0.034,
    minSize: unit * 0.014,
    maxLines: 2,
    color: s.time === 'Night' ? '#fff4dc' : '#3b2414',
  });
  const size = lettering.layout.fontSize;
  const boardW = lettering.layout.width + size * 1.2;
  const boardH = lettering.layout.height + size * 0.55;
  const top = ground - postH - boardH * 0.3;
  ctx.save();
  ctx.translate(x, top);
  ctx.rotate(-0.04);
  ctx.fillStyle = tone(s, '#5e3f25');
  ctx.beginPath();
  ctx.roundRect(-boardW / 2 + unit * 0.003, unit * 0.004, boardW, boardH, boardH * 0.18);
  ctx.fill();
  ctx.fillStyle = wood;
  ctx.beginPath();
  ctx.roundRect(-boardW / 2, 0, boardW, boardH, boardH * 0.18);
  ctx.fill();
  ctx.strokeStyle = tone(s, mix('#b98552', '#5e3f25', 0.4));
  ctx.lineWidth = Math.max(1, unit * 0.0015);
  for (const fy of [0.3, 0.72]) {
    ctx.beginPath();
    ctx.moveTo(-boardW / 2 + boardH * 0.2, boardH * fy);
    ctx.lineTo(boardW / 2 - boardH * 0.2, boardH * fy);
    ctx.stroke();
  }
  // Lines lie at the board's middle (the fitted box is centred on 0,0).
  drawFitted(ctx, lettering, 0, boardH / 2 + size * 0.05);
  ctx.restore();
}
