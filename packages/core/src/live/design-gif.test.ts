import { describe, expect, it } from 'vitest';
import { DESIGN_LIMITS, type DesignInput, designSchema, designTexts } from './design-schema.ts';
import { platformLinks } from './links.ts';

const greeting = {
  text: 'Hi [FIRSTNAME]!',
  box: { x: 20, y: 140, width: 560, height: 120 },
  fontFamily: 'Inter',
  fontSize: 64,
};

/** A 600×400 live GIF of `count` frames, each with the greeting. */
function gif(count = 3, overrides: Partial<DesignInput> = {}): DesignInput {
  return {
    name: 'Spring GIF',
    format: 'gif',
    base: { kind: 'gradient', from: '#6366f1', to: '#ec4899' },
    layers: [],
    frames: Array.from({ length: count }, (_, i) => ({
      path: i === 0 ? null : `uploads/u/${i}.jpg`,
      durationMs: 500,
      layers: [greeting],
    })),
    ...overrides,
  };
}

const problems = (input: unknown) =>
  designSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('live GIF designs', () => {
  it('keep their frames, durations and layers with the layer defaults (opacity 1)', () => {
    const design = designSchema.parse(gif());
    expect(design.frames).toHaveLength(3);
    expect(design.frames?.[1]).toMatchObject({ path: 'uploads/u/1.jpg', durationMs: 500 });
    expect(design.frames?.[0]?.layers[0]).toMatchObject({ opacity: 1, autoFit: true, color: '#000000' });
  });

  it('leave still designs as they were: no frames key, a layer opacity default', () => {
    const { frames: _, ...input } = gif();
    const still = designSchema.parse({ ...input, format: 'jpg', layers: [greeting] });
    expect('frames' in still).toBe(false);
    expect(still.layers[0]?.opacity).toBe(1);
    expect(problems({ ...still, layers: [{ ...greeting, opacity: 1.5 }] })[0]).toMatch(/^layers\.0\.opacity/);
  });

  it('refuse frames and format that disagree, and what does not belong in a GIF', () => {
    expect(problems(gif(2, { format: 'png' }))).toEqual([
      'frames: Only a live GIF (format "gif") has frames.',
    ]);
    expect(problems(gif(0))).toEqual(['format: A live GIF needs at least one frame.']);
    expect(problems({ ...gif(), frames: undefined })).toEqual([
      'format: A live GIF needs at least one frame.',
    ]);
    expect(problems(gif(1, { base: { kind: 'upload', path: 'uploads/u/x.png' } }))[0]).toMatch(
      /^base: A live GIF’s background must be a colour or a gradient/,
    );
    expect(problems(gif(1, { layers: [greeting] }))[0]).toMatch(
      /^layers: A live GIF keeps its text on its frames/,
    );
  });

  it('check every frame: its duration, its layers inside the image', () => {
    const frames = gif(2).frames ?? [];
    const outside = { ...greeting, box: { x: 100, y: 0, width: 560, height: 50 } };
    expect(problems(gif(2, { frames: [frames[0], { ...frames[1], layers: [outside] }] as never }))).toEqual([
      'frames.1.layers.0.box: The text box must lie inside the image.',
    ]);
    expect(problems(gif(1, { frames: [{ ...frames[0], durationMs: 20 }] as never }))[0]).toMatch(
      /^frames\.0\.durationMs/,
    );
    expect(problems(gif(1, { frames: [{ ...frames[0], durationMs: 100.5 }] as never }))[0]).toBe(
      'frames.0.durationMs: Use whole milliseconds.',
    );
    // A box placed by percent may end a hair past the edge.
    const edge = {
      ...greeting,
      box: { x: 600 - 160.00000000000003, y: 0, width: 160.00000000000006, height: 50 },
    };
    expect(problems(gif(1, { frames: [{ ...frames[0], layers: [edge] }] as never }))).toEqual([]);
  });

  it('cap the pixels one open draws, saying how many frames fit', () => {
    const most = Math.floor(DESIGN_LIMITS.maxGifPixels / (600 * 400));
    expect(problems(gif(most))).toEqual([]);
    expect(problems(gif(most + 1))).toEqual([
      `frames: A live GIF can have up to ${most} frames of 600×400 (${DESIGN_LIMITS.maxGifPixels / 1e6} million pixels in all): use fewer frames or a smaller size.`,
    ]);
    expect(problems(gif(DESIGN_LIMITS.maxGifFrames + 1, { width: 100, height: 100 }))[0]).toMatch(/^frames/);
  });

  it('give their links the tokens and alt text of every frame, each text once', () => {
    const design = designSchema.parse(gif());
    const frames = design.frames ?? [];
    const withCompany = {
      ...design,
      frames: [...frames, { ...frames[0], layers: [{ ...frames[0]?.layers[0], text: 'From [COMPANY]' }] }],
    } as typeof design;
    expect(designTexts(withCompany)).toEqual(['Hi [FIRSTNAME]!', 'From [COMPANY]']);
    const [mailchimp] = platformLinks({
      origin: 'https://img.example',
      publicId: 'AbCdEfGhIjKlMnOp',
      format: 'gif',
      width: 600,
      height: 400,
      texts: designTexts(withCompany),
    });
    expect(mailchimp?.url).toBe(
      'https://img.example/i/AbCdEfGhIjKlMnOp.gif?firstname=*|URL:FNAME|*&company=*|URL:COMPANY|*',
    );
    expect(mailchimp?.img).toContain('alt="Hi *|FNAME|*! From *|COMPANY|*"');
  });
});
