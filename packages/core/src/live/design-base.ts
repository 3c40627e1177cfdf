import { z } from 'zod';

// What a live design's text is drawn over, shared by the design and its segments.

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1e293b.');
const hex = hexColor;

/** A text's shadow: a CSS colour, its blur and its offset in pixels (text layers, countdowns). */
export const shadowSchema = z.object({
  color: z.string().max(40),
  blur: z.number().min(0).max(50),
  offsetX: z.number().min(-50).max(50),
  offsetY: z.number().min(-50).max(50),
});

/** What the text is drawn over. */
export const designBaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('color'), color: hex }),
  z.object({
    kind: z.literal('gradient'),
    from: hex,
    to: hex,
    angle: z.number().min(0).max(360).default(135),
  }),
  z.object({
    kind: z.literal('generation'),
    generationId: z.string().uuid('Pick one of your generated images.'),
  }),
  z.object({ kind: z.literal('upload'), path: z.string().min(1).max(300) }),
]);

export type DesignBase = z.output<typeof designBaseSchema>;
