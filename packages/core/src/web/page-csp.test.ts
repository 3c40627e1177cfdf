import { describe, expect, it } from 'vitest';
import { LANDING_ENTRIES } from '../features/catalog.ts';
import { asPageCsp, cspAllows, PAGE_CSP_KINDS, pageCsp } from './page-csp.ts';

describe('pageCsp', () => {
  it('gives the video maker and the studio the video kind, every other tool page media', () => {
    expect(pageCsp('/features/image-to-video')).toBe('video');
    expect(pageCsp('/Features/Image-To-Video/')).toBe('video');
    expect(pageCsp('/editor')).toBe('video');
    for (const { id, landing } of LANDING_ENTRIES)
      if (id !== 'video') expect(pageCsp(landing.path), landing.path).toBe('media');
    for (const path of ['/live', '/live/abc', '/account', '/debug'])
      expect(pageCsp(path), path).toBe('media');
  });

  it('gives pages without pictures of their own the plain kind', () => {
    for (const path of ['/', '/faq', '/features', '/fonts', '/tokens', '/lively', '/editorial', '/x/live'])
      expect(pageCsp(path), path).toBe('plain');
  });

  it('orders the kinds, each allowing the ones before it', () => {
    expect(cspAllows('video', 'media')).toBe(true);
    expect(cspAllows('media', 'plain')).toBe(true);
    expect(cspAllows('media', 'video')).toBe(false);
    expect(cspAllows('plain', 'media')).toBe(false);
    expect(PAGE_CSP_KINDS.map((kind) => asPageCsp(kind))).toEqual(PAGE_CSP_KINDS);
    expect(asPageCsp('wide')).toBeUndefined();
    expect(asPageCsp(null)).toBeUndefined();
  });
});
