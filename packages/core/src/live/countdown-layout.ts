import type { TextBox } from '../text/text-layer.ts';
import {
  type Countdown,
  type CountdownState,
  type CountdownUnit,
  countdownDigits,
  countdownParts,
} from './countdown.ts';
import type { DesignLayer } from './design-schema.ts';

// Where a countdown's pieces go inside its box: one column per unit, the number above its label,
// a separator between numbers; or, once ended or without a usable deadline, one text over the
// box. The pieces are ordinary text layers, drawn by the shared text renderer on the server and
// in the designer alike.

/** One piece of a drawn countdown: the layer, and the unit whose number it shows (if any). */
export interface CountdownPiece {
  readonly layer: DesignLayer;
  readonly unit: CountdownUnit | null;
}

/** The share of the box's width each separator takes. */
const SEPARATOR_SHARE = 0.06;
/** The share of the box's height the numbers take when labels show under them. */
const NUMBER_SHARE = 0.68;

function styled(
  countdown: Countdown,
  text: string,
  box: TextBox,
  fontSize: number,
  color: string,
): DesignLayer {
  return {
    text,
    box,
    fontFamily: countdown.fontFamily,
    fontSize,
    minFontSize: Math.min(fontSize, 6),
    maxLines: 1,
    fontWeight: countdown.fontWeight,
    italic: countdown.italic,
    underline: false,
    color,
    strokeWidth: countdown.strokeWidth,
    strokeColor: countdown.strokeColor,
    shadow: countdown.shadow,
    align: 'center',
    verticalAlign: 'middle',
    lineHeight: 1.1,
    letterSpacing: countdown.letterSpacing,
    textCase: 'none',
    rotation: 0,
    autoFit: true,
    fit: 'shrink',
    opacity: 1,
  };
}

/** The box of each unit's number, in the order shown (what a ticking GIF redraws). */
export function countdownCells(
  countdown: Countdown,
): { unit: CountdownUnit; number: TextBox; label: TextBox }[] {
  const { x, y, width, height } = countdown.box;
  const n = countdown.units.length;
  const sep = countdown.separator ? width * SEPARATOR_SHARE : 0;
  const cell = (width - sep * (n - 1)) / n;
  const numberHeight = countdown.showLabels ? height * NUMBER_SHARE : height;
  return countdown.units.map((unit, i) => {
    const left = x + i * (cell + sep);
    return {
      unit,
      number: { x: left, y, width: cell, height: numberHeight },
      label: { x: left, y: y + numberHeight, width: cell, height: height - numberHeight },
    };
  });
}

/** The numbers' size: the owner's, or smaller when the row is not tall enough. */
const numberSize = (countdown: Countdown, rowHeight: number) =>
  Math.max(6, Math.min(countdown.fontSize, rowHeight * 0.92));

/**
 * The pieces a countdown draws in `state`. Running: numbers, labels and separators; ended (with
 * a text) or invalid: one text over the whole box. An ended countdown with a picture draws no
 * text: the host draws the picture in the box.
 */
export function countdownPieces(countdown: Countdown, state: CountdownState): CountdownPiece[] {
  const { box } = countdown;
  if (state.kind !== 'running') {
    const text =
      state.kind === 'ended'
        ? countdown.ended.kind === 'text'
          ? countdown.ended.text
          : ''
        : countdown.fallbackText;
    if (!text) return [];
    const layer = {
      ...styled(countdown, text, box, numberSize(countdown, box.height) * 0.7, countdown.color),
      maxLines: 3,
    };
    return [{ layer, unit: null }];
  }
  const parts = countdownParts(countdown, state.remaining);
  const cells = countdownCells(countdown);
  const first = cells[0];
  if (!first) return [];
  const size = numberSize(countdown, first.number.height);
  const labelSize = Math.max(6, Math.min(size * 0.32, first.label.height * 0.8));
  const pieces: CountdownPiece[] = [];
  cells.forEach((cell, i) => {
    // Numbers sit on their labels: the pair reads as one unit.
    const below = countdown.showLabels ? 'bottom' : 'middle';
    const number = {
      ...styled(countdown, countdownDigits(parts[cell.unit]), cell.number, size, countdown.color),
      verticalAlign: below,
    } as const;
    pieces.push({ layer: number, unit: cell.unit });
    const name = countdown.labels[cell.unit];
    if (countdown.showLabels && name) {
      const labelLayer = {
        ...styled(countdown, name, cell.label, labelSize, countdown.labelColor),
        verticalAlign: 'top',
      } as const;
      pieces.push({ layer: labelLayer, unit: null });
    }
    const next = cells[i + 1];
    if (countdown.separator && next) {
      const gap = {
        x: cell.number.x + cell.number.width,
        y: cell.number.y,
        width: next.number.x - cell.number.x - cell.number.width,
        height: cell.number.height,
      };
      const separator = {
        ...styled(countdown, countdown.separator, gap, size, countdown.color),
        verticalAlign: below,
      } as const;
      pieces.push({ layer: separator, unit: null });
    }
  });
  return pieces;
}

/** The units whose number differs between two moments of a running countdown. */
export function changedUnits(countdown: Countdown, before: number, after: number): CountdownUnit[] {
  const a = countdownParts(countdown, before);
  const b = countdownParts(countdown, after);
  return countdown.units.filter((u) => a[u] !== b[u]);
}
