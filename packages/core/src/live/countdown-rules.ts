import type { Countdown } from './countdown.ts';
import { fixedDeadline, MAX_DEADLINE_AHEAD_MS } from './deadline.ts';
import { staticLayerCount } from './design-draw.ts';

/** What the rules read of a design (design-schema.ts calls them while it validates one). */
interface RulesDesign {
  readonly width: number;
  readonly height: number;
  readonly layers: readonly {
    readonly text: string;
    readonly box: Countdown['box'];
    readonly rotation?: number;
  }[];
  readonly frames?: readonly unknown[];
  readonly countdown?: Countdown;
  readonly segments?: { readonly items: readonly unknown[] };
}

// What a design with a countdown or segments must meet to be saved: the countdown inside the
// image and clear of the per-recipient text (a ticking GIF redraws only the countdown's numbers,
// shared by every recipient), its GIF within the live-GIF cap, and neither on a GIF of frames.

/**
 * What one open of a live GIF may draw, frames × width × height (DESIGN_LIMITS.maxGifPixels):
 * 24 frames of 600×400. A ticking countdown is held to the same.
 */
export const LIVE_GIF_PIXELS = 5_760_000;

/** Pixels a ticking GIF of `countdown` draws per open: one whole frame, then the box per second. */
export function countdownGifPixels(
  design: Pick<RulesDesign, 'width' | 'height'>,
  countdown: Countdown,
): number {
  const { width, height } = countdown.box;
  return design.width * design.height + (countdown.frames - 1) * Math.ceil(width) * Math.ceil(height);
}

/**
 * Where a layer can draw: its box (the renderer clips to it) turned by its rotation, and the
 * pixel or two of antialiasing around it.
 */
function reach(layer: RulesDesign['layers'][number]): Countdown['box'] {
  const { x, y, width, height } = layer.box;
  const a = ((layer.rotation ?? 0) * Math.PI) / 180;
  const w = Math.abs(width * Math.cos(a)) + Math.abs(height * Math.sin(a)) + 4;
  const h = Math.abs(width * Math.sin(a)) + Math.abs(height * Math.cos(a)) + 4;
  return { x: x + width / 2 - w / 2, y: y + height / 2 - h / 2, width: w, height: h };
}

const overlaps = (a: Countdown['box'], b: Countdown['box']) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

type Issue = { message: string; path: (string | number)[] };

/** Why a design's countdown or segments cannot be saved, if they cannot. */
export function countdownIssues(design: RulesDesign): Issue[] {
  const issues: Issue[] = [];
  if (design.segments?.items.length && design.frames?.length)
    issues.push({
      message: 'Segments pick the picture of a still design; a GIF of frames has its pictures on its frames.',
      path: ['segments'],
    });
  const countdown = design.countdown;
  if (!countdown) return issues;
  if (design.frames?.length)
    issues.push({
      message:
        'A countdown ticks on a still design (its .gif link is the ticking GIF): remove the frames or the countdown.',
      path: ['countdown'],
    });
  const d = countdown.deadline;
  if (d.kind === 'fixed') {
    const at = fixedDeadline(d.at, d.timeZone);
    if (at === undefined)
      issues.push({
        message: 'That date or time does not exist: check the day and the hour.',
        path: ['countdown', 'deadline', 'at'],
      });
    else if (at - Date.now() > MAX_DEADLINE_AHEAD_MS)
      issues.push({
        message: 'Count down to a deadline within a year.',
        path: ['countdown', 'deadline', 'at'],
      });
  }
  const { x, y, width, height } = countdown.box;
  if (x + width > design.width + 1e-6 || y + height > design.height + 1e-6)
    issues.push({ message: 'The countdown must lie inside the image.', path: ['countdown', 'box'] });
  const personal = design.layers.slice(staticLayerCount(design.layers));
  const hit = personal.findIndex((layer) => overlaps(reach(layer), countdown.box));
  if (hit >= 0)
    issues.push({
      message:
        'A text layer drawn per recipient overlaps the countdown: move it out of the countdown’s box (every recipient shares the ticking numbers).',
      path: ['layers', staticLayerCount(design.layers) + hit, 'box'],
    });
  const pixels = countdownGifPixels(design, countdown);
  if (pixels > LIVE_GIF_PIXELS) {
    const area = Math.ceil(width) * Math.ceil(height);
    const most = Math.max(1, Math.floor((LIVE_GIF_PIXELS - design.width * design.height) / area) + 1);
    issues.push({
      message:
        `This countdown GIF would draw ${(pixels / 1e6).toFixed(1)} million pixels per open, over the live-GIF limit of ` +
        `${LIVE_GIF_PIXELS / 1e6} million: tick for at most ${most} seconds, or make the countdown or the image smaller.`,
      path: ['countdown', 'frames'],
    });
  }
  return issues;
}
