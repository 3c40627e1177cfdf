import {
  type DesignBase,
  type GenerationRecord,
  SEGMENT_LIMITS,
  type Segments,
  segmentKey,
  segmentSchema,
} from '@mergepix/core';

// A design's segments as the designer edits them: one base per value of a token, added, renamed
// and removed under core's rules (its messages shown as they are), and the prompts and
// generation ids of "Generate a scene for each segment".

export const DEFAULT_SEGMENTS: Segments = { token: 'SEGMENT', items: [] };

/** Why `value` cannot be the segment at `index` (null: a new one), in core's words; undefined when it can. */
export function segmentValueProblem(
  segments: Segments,
  value: string,
  index: number | null,
): string | undefined {
  if (index === null && segments.items.length >= SEGMENT_LIMITS.maxSegments)
    return `A design can have up to ${SEGMENT_LIMITS.maxSegments} segments: merge some, or make a second design.`;
  const parsed = segmentSchema.shape.value.safeParse(value);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Check the segment value.';
  const key = segmentKey(value);
  if (segments.items.some((item, i) => i !== index && segmentKey(item.value) === key))
    return `The segment "${value.trim()}" is listed twice.`;
  return undefined;
}

/** The segments with a new value at the end, over `base`. */
export function addSegment(segments: Segments, value: string, base: DesignBase): Segments {
  return { ...segments, items: [...segments.items, { value: value.trim(), base }] };
}

export function renameSegment(segments: Segments, index: number, value: string): Segments {
  return {
    ...segments,
    items: segments.items.map((item, i) => (i === index ? { ...item, value: value.trim() } : item)),
  };
}

export function removeSegment(segments: Segments, index: number): Segments {
  return { ...segments, items: segments.items.filter((_, i) => i !== index) };
}

/** The segment whose value reads as `value` given `base`; unchanged when none does (renamed or removed meanwhile). */
export function setSegmentBase(segments: Segments, value: string, base: DesignBase): Segments {
  const key = segmentKey(value);
  return {
    ...segments,
    items: segments.items.map((item) => (segmentKey(item.value) === key ? { ...item, base } : item)),
  };
}

/** Whether a base is a picture (a generation or an upload) rather than a colour or gradient. */
export const isPictureBase = (base: DesignBase) => base.kind === 'generation' || base.kind === 'upload';

/** The base a new segment starts on: the design's colour or gradient, or slate when it has a picture. */
export function newSegmentBase(designBase: DesignBase): DesignBase {
  return isPictureBase(designBase) ? { kind: 'color', color: '#334155' } : designBase;
}

/** The prompt of one segment's scene: "a bright shop floor, for retail customers". */
export function scenePrompt(scene: string, value: string): string {
  const description = scene.trim().replace(/[\s,.;]+$/u, '');
  return `${description}, for ${value.trim()} customers`;
}

/** The id of the generation whose image is at `imageUrl`, among the user's latest. */
export function generationIdFor(records: readonly GenerationRecord[], imageUrl: string): string | undefined {
  return records.find((r) => r.imageUrl === imageUrl)?.id;
}

/** The image generator's aspect ratio nearest a design's shape. */
export function nearestAspectRatio(width: number, height: number): '1:1' | '16:9' | '9:16' | '4:3' | '3:4' {
  const ratios = [
    ['1:1', 1],
    ['16:9', 16 / 9],
    ['9:16', 9 / 16],
    ['4:3', 4 / 3],
    ['3:4', 3 / 4],
  ] as const;
  const want = Math.log(width / height);
  let best: (typeof ratios)[number] = ratios[0];
  for (const r of ratios) if (Math.abs(Math.log(r[1]) - want) < Math.abs(Math.log(best[1]) - want)) best = r;
  return best[0];
}
