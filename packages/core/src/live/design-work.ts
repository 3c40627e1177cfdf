import { fontSizeRange } from '../text/text-layer.ts';

// What one open of a live design costs to draw, in "pixel passes": each text layer's box area
// times the passes its style takes (fill, outline, shadow, the shadow's blur), plus the text it
// measures while fitting its size, over every frame. Refused above a cap when a design is saved
// or published, so that no design can hold a render thread for long (docs/live-images.md).

/** Pixel passes one open may cost: about 0.2 s of drawing on one core. */
export const MAX_RENDER_WORK = 40_000_000;

/** A character measured once while fitting a size costs about this many pixel passes. */
const MEASURE_COST = 100;

interface WorkLayer {
  readonly text: string;
  readonly box: { readonly width: number; readonly height: number };
  readonly fontSize: number;
  readonly minFontSize?: number;
  readonly strokeWidth?: number;
  readonly shadow?: { readonly blur: number } | null;
}

interface WorkDesign {
  readonly width: number;
  readonly height: number;
  readonly layers: readonly WorkLayer[];
  readonly frames?: readonly { readonly layers: readonly WorkLayer[] }[];
  /** A countdown: its box drawn once a second of a ticking GIF, with its style's passes. */
  readonly countdown?: {
    readonly box: { readonly width: number; readonly height: number };
    readonly frames: number;
    readonly strokeWidth: number;
    readonly shadow: { readonly blur: number } | null;
  };
}

function layerWork(layer: WorkLayer, imageArea: number): number {
  const area = Math.min(imageArea, layer.box.width * layer.box.height);
  const blur = layer.shadow ? 1 + layer.shadow.blur / 5 : 0;
  const passes = 1 + ((layer.strokeWidth ?? 0) > 0 ? 1 : 0) + blur;
  const { min, max } = fontSizeRange(layer);
  const fitSteps = Math.ceil(Math.log2(max - min + 2));
  return area * passes + layer.text.length * fitSteps * MEASURE_COST;
}

/** The pixel passes one open of `design` may cost at most. */
export function designWork(design: WorkDesign): number {
  const imageArea = design.width * design.height;
  const layers = [...design.layers, ...(design.frames ?? []).flatMap((f) => f.layers)];
  const text = layers.reduce((sum, layer) => sum + layerWork(layer, imageArea), 0);
  const c = design.countdown;
  if (!c) return text;
  const passes = 1 + (c.strokeWidth > 0 ? 1 : 0) + (c.shadow ? 1 + c.shadow.blur / 5 : 0);
  return text + Math.min(imageArea, c.box.width * c.box.height) * passes * c.frames;
}

/** Why a design is too heavy to draw at every open, if it is. */
export function designWorkProblem(design: WorkDesign): string | undefined {
  const work = designWork(design);
  if (work <= MAX_RENDER_WORK) return undefined;
  const millions = (n: number) => `${Math.ceil(n / 1e6)} million`;
  return (
    `This design asks too much drawing of every open: about ${millions(work)} pixel passes, over the limit of ` +
    `${millions(MAX_RENDER_WORK)}. Use fewer or smaller text boxes, less shadow blur, or fewer frames.`
  );
}
