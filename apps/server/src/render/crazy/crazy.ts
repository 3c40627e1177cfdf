import { between, clipText, hashString, type Random, seededRandom } from '@mergepix/core';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { hsl } from '../color.ts';
import { DISPLAY_FONT } from '../fonts.ts';
import { resolveSize, type SizedInput } from '../size.ts';
import { type Ctx, createSurface, decodeImage, drawReference, encodeJpeg } from '../surface.ts';
import { drawFitted, fitTextAt } from '../text/fitted-text.ts';

/** Input of {@link renderCrazy}. */
export interface CrazyInput extends SizedInput {
  prompt: string;
  /** Mirrored into the kaleidoscope; without it, generated shapes are. */
  reference?: Buffer;
  /** 0 = a calm four-way mirror, 1 = a dense, twisted, colour-inverted kaleidoscope. Default 0.6. */
  intensity?: number;
  /** Big personal caption across the middle (e.g. the first name), drawn exactly as given. */
  caption?: string;
}

/** A tile of bold random shapes in a wild palette, for when there is no reference image. */
function shapesTile(size: number, random: Random): Canvas {
  const tile = createCanvas(size, size);
  const ctx = tile.getContext('2d');
  const hue = random() * 360;
  const color = (k: number) => hsl((hue + k * 67) % 360, 0.9, between(random, 0.45, 0.65));
  const bg = ctx.createLinearGradient(0, 0, size, size);
  bg.addColorStop(0, color(0));
  bg.addColorStop(1, color(2));
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, size, size);
  for (let i = 0; i < 26; i++) {
    ctx.fillStyle = color(i + 1);
    ctx.strokeStyle = color(i + 3);
    ctx.lineWidth = size * 0.02;
    const x = random() * size;
    const y = random() * size;
    const r = size * between(random, 0.04, 0.2);
    ctx.beginPath();
    switch (i % 6) {
      case 0:
        ctx.arc(x, y, r, 0, Math.PI * 2);
        ctx.fill();
        break;
      case 1:
        ctx.moveTo(x, y - r);
        ctx.lineTo(x + r, y + r);
        ctx.lineTo(x - r, y + r);
        ctx.fill();
        break;
      case 2:
        for (let k = 0; k < 5; k++) ctx.lineTo(x + k * r * 0.5, y + Math.sin(k * 1.7) * r * 0.6);
        ctx.stroke();
        break;
      case 3:
        ctx.fillRect(x - r, y - r * 0.3, r * 2, r * 0.6);
        break;
      case 4:
        ctx.arc(x, y, r, 0, Math.PI);
        ctx.fill();
        break;
      default:
        // An eye: the surreal staple.
        ctx.fillStyle = '#ffffff';
        ctx.ellipse(x, y, r, r * 0.55, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = color(i);
        ctx.beginPath();
        ctx.arc(x, y, r * 0.4, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#111';
        ctx.beginPath();
        ctx.arc(x, y, r * 0.18, 0, Math.PI * 2);
        ctx.fill();
    }
  }
  return tile;
}

/** The reference as a square, oversaturated tile. */
async function referenceTile(reference: Buffer, size: number, intensity: number): Promise<Canvas> {
  const tile = createCanvas(size, size);
  const image = await decodeImage(reference, size * 1.5);
  drawReference(tile.getContext('2d'), image, 0, 0, size, size, {
    background: '#ffffff',
    filter: `saturate(${1.3 + intensity})`,
  });
  return tile;
}

// Where the source tile sits in a wedge's frame (the wedge opens along +x from the centre):
// from 15% of its side behind the centre to 85% ahead, centred across.
const TILE_BEHIND = 0.15;
const TILE_AHEAD = 1 - TILE_BEHIND;

/**
 * The side the source tile is drawn at so that it covers a whole wedge of `radius` and `angle`:
 * the tile reaches `radius` along the wedge's axis and `radius·sin(angle)` across it. A tile
 * drawn at its own size covers a square image's wedges, but not a wide or tall one's, whose
 * corners lie further out (half the diagonal): they would stay empty, black in the JPEG.
 */
function wedgeTileSide(tile: number, radius: number, angle: number): number {
  const across = 2 * radius * Math.sin(Math.min(angle, Math.PI / 2));
  // 2% more, so the wedge's anti-aliased rim never samples past the tile's edge.
  return Math.max(tile, Math.ceil(Math.max(radius / TILE_AHEAD, across) * 1.02));
}

/** Mirrored wedges of `source` around the centre, rotated by `twist`, within radius `radius`. */
function kaleidoscope(
  ctx: Ctx,
  source: Canvas,
  cx: number,
  cy: number,
  radius: number,
  segments: number,
  twist: number,
) {
  const angle = (Math.PI * 2) / segments;
  const s = wedgeTileSide(source.width, radius, angle);
  for (let i = 0; i < segments; i++) {
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate(i * angle + twist);
    if (i % 2) {
      ctx.rotate(angle);
      ctx.scale(1, -1);
    }
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, radius, -0.002, angle + 0.002);
    ctx.closePath();
    ctx.clip();
    ctx.drawImage(source, -s * TILE_BEHIND, -s * 0.5, s, s);
    ctx.restore();
  }
}

/** A surreal mash-up: the reference (or generated shapes) mirrored into a kaleidoscope. */
export async function renderCrazy(input: CrazyInput): Promise<Buffer> {
  const { width: w, height: h } = resolveSize(input.size, input.aspectRatio);
  const { canvas, ctx } = createSurface(w, h);
  const intensity = Math.max(0, Math.min(1, input.intensity ?? 0.6));
  const random = seededRandom(hashString(input.prompt));
  const unit = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  const reach = Math.hypot(w, h) / 2;
  const segments = 2 * Math.round(3 + intensity * 6);
  // Drawn at the size the widest wedge needs, so wide and tall images stay sharp to the corners.
  const size = wedgeTileSide(Math.round(unit), reach, (Math.PI * 2) / segments);
  const source = input.reference
    ? await referenceTile(input.reference, size, intensity)
    : shapesTile(size, random);

  if (intensity < 0.25) {
    // Calm: four mirrored quadrants, like a pop-art print.
    for (let q = 0; q < 4; q++) {
      ctx.save();
      ctx.translate(q % 2 ? w : 0, q < 2 ? 0 : h);
      ctx.scale(q % 2 ? -1 : 1, q < 2 ? 1 : -1);
      ctx.drawImage(source, 0, 0, size, size, 0, 0, w / 2, h / 2);
      ctx.restore();
    }
  } else {
    kaleidoscope(ctx, source, cx, cy, reach, segments, random() * Math.PI);
    // Inner rings turn against each other: the stronger the intensity, the more twist.
    const rings = Math.round(intensity * 3);
    for (let r = 1; r <= rings; r++) {
      kaleidoscope(ctx, source, cx, cy, reach * (1 - r * 0.24), segments, r * intensity * 0.5);
    }
  }
  if (intensity > 0.5) {
    ctx.save();
    ctx.globalCompositeOperation = 'difference';
    ctx.globalAlpha = (intensity - 0.5) * 1.4;
    ctx.fillStyle = hsl(random() * 360, 1, 0.5);
    ctx.beginPath();
    ctx.arc(cx, cy, unit * 0.22, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }
  const caption = clipText(input.caption, 80);
  if (caption) {
    const lettering = fitTextAt(caption, cx, h * 0.82, w * 0.8, {
      fontFamily: DISPLAY_FONT,
      fontWeight: 400,
      maxSize: unit * 0.16,
      minSize: unit * 0.05,
      maxLines: 2,
      lineHeight: 1.05,
      color: hsl(random() * 360, 1, 0.62),
      strokeShare: 0.22,
      strokeColor: '#111111',
      rotation: -0.05,
    });
    drawFitted(ctx, lettering);
  }
  return encodeJpeg(canvas);
}
