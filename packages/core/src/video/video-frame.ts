// One frame of a video, as the live preview and the encoder draw it: black, the picture through
// the camera, then the text overlay at its point in its entrance or exit animation.
import type { FrameCanvasContext } from '../gif/gif-draw.ts';
import { drawTextLayer, type LayerCanvasContext } from '../text/draw.ts';
import { layerText } from '../text/layout.ts';
import { type TextLayer, textLayer } from '../text/text-layer.ts';
import type { TokenValues } from '../tokens/registry.ts';
import { VIDEO_TEXT_ANIMATION_S } from './video-constants.ts';
import { cameraAt, easeInOut } from './video-motion.ts';
import type { VideoSettings, VideoText } from './video-settings.ts';

interface Size {
  width: number;
  height: number;
}

/** Margin of the overlay from the frame's edges, as a fraction of the frame's side. */
const MARGIN = 0.06;
/** Font size as a fraction of the frame's short side, and box height of the frame's height. */
const TEXT_SIZES: Readonly<Record<VideoText['size'], { font: number; box: number }>> = {
  small: { font: 0.07, box: 0.18 },
  medium: { font: 0.1, box: 0.26 },
  large: { font: 0.13, box: 0.34 },
};
/** How far rise and sink move the text, as a fraction of the frame's height (down is positive). */
const TEXT_TRAVEL = 0.08;
const POP_FROM = 0.6;

/** The overlay as a text layer: bold, outlined and shadowed so it reads on any picture. */
export function videoTextLayer(text: VideoText, frame: Size): TextLayer {
  const size = TEXT_SIZES[text.size];
  const fontSize = Math.round(Math.min(frame.width, frame.height) * size.font);
  const width = frame.width * (1 - 2 * MARGIN);
  const height = frame.height * size.box;
  const margin = frame.height * MARGIN;
  const y =
    text.position === 'top'
      ? margin
      : text.position === 'bottom'
        ? frame.height - margin - height
        : (frame.height - height) / 2;
  return textLayer(
    text.text,
    { x: frame.width * MARGIN, y, width, height },
    {
      fontFamily: text.fontFamily,
      fontSize,
      // Two lines of big text read better than one line of small text.
      minFontSize: Math.round(fontSize * 0.7),
      maxLines: 2,
      fontWeight: 700,
      color: text.color,
      strokeWidth: fontSize / 14,
      strokeColor: '#000000',
      shadow: { color: 'rgba(0, 0, 0, 0.55)', blur: fontSize / 4, offsetX: 0, offsetY: fontSize / 16 },
      align: 'center',
      verticalAlign: text.position === 'top' ? 'top' : text.position === 'bottom' ? 'bottom' : 'middle',
      lineHeight: 1.15,
      letterSpacing: 0,
      textCase: 'none',
      autoFit: true,
    },
  );
}

/**
 * The overlay at `timeS` of a `durationS` video: its opacity, its vertical offset (a fraction of
 * the frame's height, positive is lower) and its scale. Each animation takes
 * {@link VIDEO_TEXT_ANIMATION_S}, or half the video when that is shorter, so they never overlap.
 */
export function textAnimationState(
  text: Pick<VideoText, 'animationIn' | 'animationOut'>,
  timeS: number,
  durationS: number,
): { opacity: number; offsetY: number; scale: number } {
  const state = { opacity: 1, offsetY: 0, scale: 1 };
  const length = Math.min(VIDEO_TEXT_ANIMATION_S, durationS / 2);
  if (!(length > 0) || !Number.isFinite(timeS)) return state;
  const inP = Math.min(1, Math.max(0, timeS / length));
  const outP = Math.min(1, Math.max(0, (timeS - (durationS - length)) / length));
  const shownIn = easeInOut(inP);
  const goneOut = easeInOut(outP);
  if (text.animationIn !== 'none') state.opacity = shownIn;
  if (text.animationIn === 'rise') state.offsetY = TEXT_TRAVEL * (1 - shownIn);
  if (text.animationIn === 'pop') state.scale = POP_FROM + (1 - POP_FROM) * easeOutBack(inP);
  if (text.animationOut !== 'none') state.opacity *= 1 - goneOut;
  if (text.animationOut === 'sink') state.offsetY += TEXT_TRAVEL * goneOut;
  return state;
}

// Overshoots to about 1.1 before settling at 1: the "pop".
function easeOutBack(p: number): number {
  const c1 = 1.70158;
  const c3 = c1 + 1;
  return 1 + c3 * (p - 1) ** 3 + c1 * (p - 1) ** 2;
}

/**
 * The title drawn once into a picture of its box, to stamp on every frame: outlined, shadowed text
 * costs more to draw than a frame costs to encode, and only its opacity and place change.
 */
export interface TitleSprite<P> {
  readonly image: P;
  /** Where the box's top-left corner goes on the frame. */
  readonly x: number;
  readonly y: number;
}

/** Draws `layer` with `values` into a context of its box's size (for a {@link TitleSprite}). */
export function drawTitleSprite(ctx: LayerCanvasContext, layer: TextLayer, values: TokenValues): void {
  ctx.save();
  ctx.translate(-layer.box.x, -layer.box.y);
  drawTextLayer(ctx, layer, values);
  ctx.restore();
}

/** A 2D context that can draw a video frame: a GIF frame's context plus scaling. */
export interface VideoFrameContext<P> extends FrameCanvasContext<P> {
  scale(x: number, y: number): void;
}

/**
 * Draws the frame at `timeS`: black, the picture through the camera over the whole frame, then
 * the overlay with `values` filled in (unless it is blank). Pass `layer` (from
 * {@link videoTextLayer}) to reuse one across frames.
 */
export function drawVideoFrame<P extends Size>(
  ctx: VideoFrameContext<P>,
  picture: P,
  input: {
    settings: Pick<VideoSettings, 'effect' | 'durationS' | 'focal' | 'text'>;
    frame: Size;
    timeS: number;
    values: TokenValues;
    layer?: TextLayer;
    /** The title drawn once (see {@link drawTitleSprite}); without it the layer is drawn here. */
    title?: TitleSprite<P> | null;
  },
): void {
  const { settings, frame, timeS, values } = input;
  ctx.fillStyle = '#000000';
  ctx.fillRect(0, 0, frame.width, frame.height);
  if (picture.width > 0 && picture.height > 0) {
    const t = settings.durationS > 0 ? timeS / settings.durationS : 0;
    const { sx, sy, sw, sh } = cameraAt(settings.effect, t, settings.focal, picture, frame);
    ctx.drawImage(picture, sx, sy, sw, sh, 0, 0, frame.width, frame.height);
  }
  const layer = input.layer ?? videoTextLayer(settings.text, frame);
  if (layerText(layer, values).trim() === '') return;
  const { opacity, offsetY, scale } = textAnimationState(settings.text, timeS, settings.durationS);
  if (opacity <= 0) return;
  const cx = layer.box.x + layer.box.width / 2;
  const cy = layer.box.y + layer.box.height / 2;
  ctx.save();
  ctx.globalAlpha = Math.min(1, opacity);
  ctx.translate(cx, cy + offsetY * frame.height);
  ctx.scale(scale, scale);
  ctx.translate(-cx, -cy);
  const { title } = input;
  if (title) {
    const { width, height } = title.image;
    ctx.drawImage(title.image, 0, 0, width, height, title.x, title.y, width, height);
  } else drawTextLayer(ctx, layer, values);
  ctx.restore();
}
