import { LIVE_PREVIEW_PARAM, ownerPreviewUrl } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { isOwnerPreview, previewToken } from './live-preview.ts';

describe('owner previews of live images', () => {
  const token = previewToken('secret', 'AbCdEfGhIjKlMnOp');

  it('knows its own token for the design, wherever the parameter stands', () => {
    expect(token).toMatch(/^[\w-]{22}$/);
    const url = new URL(ownerPreviewUrl('https://x.test/i/AbCdEfGhIjKlMnOp.jpg?firstname=Ada', token));
    expect(url.searchParams.get(LIVE_PREVIEW_PARAM)).toBe(token);
    const search = url.search.slice(1);
    expect(isOwnerPreview('secret', 'AbCdEfGhIjKlMnOp', search)).toBe(true);
    expect(isOwnerPreview('secret', 'AbCdEfGhIjKlMnOp', `${LIVE_PREVIEW_PARAM}=${token}&firstname=Ada`)).toBe(
      true,
    );
  });

  it('refuses another design’s token, another secret’s, a cut one, and a look-alike parameter', () => {
    expect(isOwnerPreview('secret', 'ZZZZZZZZZZZZZZZZ', `${LIVE_PREVIEW_PARAM}=${token}`)).toBe(false);
    expect(isOwnerPreview('other', 'AbCdEfGhIjKlMnOp', `${LIVE_PREVIEW_PARAM}=${token}`)).toBe(false);
    expect(isOwnerPreview('secret', 'AbCdEfGhIjKlMnOp', `${LIVE_PREVIEW_PARAM}=${token.slice(1)}`)).toBe(
      false,
    );
    expect(isOwnerPreview('secret', 'AbCdEfGhIjKlMnOp', `x${LIVE_PREVIEW_PARAM}=${token}`)).toBe(false);
    expect(isOwnerPreview('secret', 'AbCdEfGhIjKlMnOp', 'firstname=Ada')).toBe(false);
  });
});
