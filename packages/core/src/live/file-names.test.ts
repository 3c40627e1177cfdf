import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchFileNames, fileStem } from './file-names.ts';

describe('batch file names', () => {
  it.each([
    ['Ada Moreno', 'ada-moreno'],
    ['  José María / Acme, Inc. ', 'josé-maría-acme-inc'],
    ['../../etc/passwd', 'etc-passwd'],
    ['山田 太郎', '山田-太郎'],
    ['CON', 'con-file'],
    ['🎉', ''],
  ])('%j → %j', (text, stem) => {
    expect(fileStem(text)).toBe(stem);
  });

  it('numbers repeats and names rows without letters by their position', () => {
    const labels = ['Ada', 'ada', 'Ada', '', '🎉', 'Ben'];
    expect(batchFileNames(labels.length, (i) => labels[i] ?? '', 'jpg')).toEqual([
      'ada.jpg',
      'ada-2.jpg',
      'ada-3.jpg',
      'row-4.jpg',
      'row-5.jpg',
      'ben.jpg',
    ]);
  });

  it('keeps literal names that look like numbered repeats apart from the repeats', () => {
    const labels = ['Ada', 'Ada (2)', 'Ada', 'ada-3', 'Ada', 'Ada-2', ''];
    const names = batchFileNames(labels.length, (i) => labels[i] ?? '', 'jpg');
    expect(names).toEqual([
      'ada.jpg',
      'ada-2.jpg',
      'ada-3.jpg',
      'ada-3-2.jpg',
      'ada-4.jpg',
      'ada-2-2.jpg',
      'row-7.jpg',
    ]);
  });

  it('names 100,000 rows of one name, all distinct, in linear time', () => {
    // A list of 10,000 "Ada" took the server's thread 10 s when each repeat counted up from -2.
    const count = 100_000;
    const timed = (label: (i: number) => string) => {
      const started = Date.now();
      const names = batchFileNames(count, label, 'jpg');
      return { names, ms: Date.now() - started };
    };
    const distinct = timed((i) => `Recipient ${i}`);
    const same = timed(() => 'Ada');
    expect(new Set(same.names).size).toBe(count);
    expect(same.names[count - 1]).toBe(`ada-${count}.jpg`);
    // About 0.1 s here, as long as 100,000 different names; counting up from -2 took minutes.
    // The bounds leave room for a busy machine (docs/testing.md).
    expect(same.ms).toBeLessThan(Math.max(10 * distinct.ms, 200));
    expect(same.ms).toBeLessThan(5_000);
  });

  it('always gives distinct, path-free names of bounded length', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 200 }), { maxLength: 40 }), (labels) => {
        const names = batchFileNames(labels.length, (i) => labels[i] ?? '', 'png');
        expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
        for (const name of names) {
          expect(name).not.toMatch(/[/\\:*?"<>|]/);
          expect(/\p{Cc}/u.test(name)).toBe(false);
          expect(name.startsWith('.')).toBe(false);
          expect(Array.from(name).length).toBeLessThanOrEqual(80 + 12);
        }
      }),
    );
  });
});
