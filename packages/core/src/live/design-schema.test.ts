import { describe, expect, it } from 'vitest';
import { type DesignInput, designSchema, designTokenRules } from './design-schema.ts';

const valid: DesignInput = {
  name: 'Spring sale',
  base: { kind: 'gradient', from: '#4338ca', to: '#db2777' },
  layers: [
    {
      text: 'Hi [FIRSTNAME|there]!',
      box: { x: 20, y: 20, width: 560, height: 120 },
      fontFamily: 'Anton',
      fontSize: 72,
    },
  ],
  fallbacks: { firstname: 'friend' },
  rules: { COMPANY: { maxLength: 60 } },
};

describe('designSchema', () => {
  it('fills the defaults: 600×400 JPEG, centred auto-fitted black text, token keys upper-cased', () => {
    const design = designSchema.parse(valid);
    expect(design).toMatchObject({
      width: 600,
      height: 400,
      format: 'jpg',
      fallbacks: { FIRSTNAME: 'friend' },
    });
    expect(design.rules.COMPANY).toEqual({ maxLength: 60, allowed: 'name' });
    expect(design.layers[0]).toMatchObject({
      align: 'center',
      autoFit: true,
      color: '#000000',
      fontWeight: 400,
    });
  });

  it('refuses what would make a render slow, wrong or impossible, naming the field', () => {
    const problems = (input: unknown) =>
      designSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(problems({ ...valid, width: 2001 })[0]).toMatch(/^width/);
    expect(problems({ ...valid, name: '  ' })[0]).toBe('name: Name the design.');
    expect(
      problems({ ...valid, layers: [{ ...valid.layers[0], box: { x: 500, y: 0, width: 200, height: 50 } }] }),
    ).toEqual(['layers.0.box: The text box must lie inside the image.']);
    expect(problems({ ...valid, layers: [{ ...valid.layers[0], text: 'x'.repeat(501) }] })[0]).toMatch(
      /^layers\.0\.text/,
    );
    expect(problems({ ...valid, fallbacks: { NICKNAME_X: 'a' } })[0]).toBe(
      'fallbacks.NICKNAME_X: Unknown token "NICKNAME_X".',
    );
    expect(problems({ ...valid, base: { kind: 'color', color: 'red' } })[0]).toBe(
      'base.color: Use a colour like #1e293b.',
    );
    expect(problems({ ...valid, layers: Array(21).fill(valid.layers[0]) })[0]).toMatch(/^layers/);
    expect(problems({ ...valid, format: 'gif' })[0]).toMatch(/^format/);
  });
});

describe('designTokenRules', () => {
  it('lays a design’s rules over each token’s default', () => {
    const design = designSchema.parse({
      name: 'Rules',
      base: { kind: 'color', color: '#000000' },
      layers: [],
      rules: { company: { maxLength: 12, allowed: 'any-printable' } },
    });
    expect(designTokenRules(design)).toEqual({
      COMPANY: { maxLength: 12, allowed: 'any-printable' },
    });
  });
});
