import { describe, expect, it } from 'vitest';
import { savedSegmentUrls } from './use-live-pictures';

describe('savedSegmentUrls', () => {
  it('maps each saved generation segment to its copy in the design’s storage', () => {
    const gen = (id: string) => ({ kind: 'generation', generationId: id });
    const record = {
      design: {
        segments: {
          token: 'SEGMENT',
          items: [
            { value: 'retail', base: gen('g1') },
            { value: 'schools', base: { kind: 'color', color: '#ffffff' } },
            { value: 'health', base: gen('g2') },
            { value: 'outlet', base: gen('g3') },
          ],
        },
      },
      segment_urls: ['/storage/a.png', null, '/storage/b.png', null],
    } as never;
    expect(savedSegmentUrls(record)).toEqual({ g1: '/storage/a.png', g2: '/storage/b.png' });
    expect(savedSegmentUrls({ design: {}, segment_urls: [] } as never)).toEqual({});
  });
});
