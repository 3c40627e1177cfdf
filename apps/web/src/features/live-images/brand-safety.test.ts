import { DESIGN_LIMITS, designSchema } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { parseBlocklist, setSafety } from './brand-safety';

describe('the brand safety settings', () => {
  it('reads one word or phrase a line, blank lines and spaces dropped', () => {
    expect(parseBlocklist('  Globex \n\nInitech Corp\n')).toEqual({ entries: ['Globex', 'Initech Corp'] });
    expect(parseBlocklist('')).toEqual({ entries: [] });
  });

  it('says what is over the limits instead of saving it', () => {
    const long = 'x'.repeat(DESIGN_LIMITS.maxBlockedLength + 1);
    expect(parseBlocklist(`ok\n${long}`).error).toBe(
      `“${'x'.repeat(20)}…” is longer than ${DESIGN_LIMITS.maxBlockedLength} characters.`,
    );
    const many = Array.from({ length: DESIGN_LIMITS.maxBlocked + 1 }, (_, i) => `w${i}`).join('\n');
    expect(parseBlocklist(many).error).toBe(
      `Block at most ${DESIGN_LIMITS.maxBlocked} words or phrases (${DESIGN_LIMITS.maxBlocked + 1} now).`,
    );
  });

  it('changes one setting and keeps the other; a design without settings starts from the defaults', () => {
    const design = designSchema.parse({ name: 'D', base: { kind: 'color', color: '#000000' }, layers: [] });
    expect(design.safety).toBeUndefined();
    const off = setSafety(design, { filter: false });
    expect(off.safety).toEqual({ filter: false, blocklist: [], signed: false, known: false });
    expect(setSafety(off, { blocklist: ['Globex'] }).safety).toEqual({
      filter: false,
      blocklist: ['Globex'],
      signed: false,
      known: false,
    });
    expect(designSchema.parse(setSafety(off, { blocklist: ['Globex'] })).safety).toEqual({
      filter: false,
      blocklist: ['Globex'],
      signed: false,
      known: false,
    });
  });
});
