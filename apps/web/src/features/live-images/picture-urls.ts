import type { Design, DesignBase } from '@mergepix/core';

// Where the designer loads each picture a live design may show: the design's base (the URL the
// API answers with), a segment's generation (the user's history) or upload (the design's
// storage), and the countdown's ended picture.

/** Where an uploaded picture (a base, a frame, an ended picture) is served from. */
export const uploadUrl = (path: string) =>
  `/storage/v1/object/public/design-bases/${path.split('/').map(encodeURIComponent).join('/')}`;

/** Picture URLs known so far, by generation id. */
export type GenerationUrls = Readonly<Record<string, string>>;

/** The URL of a picture base, or null for a colour or gradient (or a generation not known yet). */
export function basePictureUrl(
  base: DesignBase,
  own: { base: DesignBase; url: string | null },
  generations: GenerationUrls,
): string | null {
  if (base.kind === 'color' || base.kind === 'gradient') return null;
  if (own.url && JSON.stringify(base) === JSON.stringify(own.base)) return own.url;
  if (base.kind === 'upload') return uploadUrl(base.path);
  return generations[base.generationId] ?? null;
}

/** The generation ids the design's segments show whose picture URL is not known. */
export function unknownGenerations(design: Pick<Design, 'segments'>, generations: GenerationUrls): string[] {
  const ids = (design.segments?.items ?? []).flatMap((item) =>
    item.base.kind === 'generation' && !generations[item.base.generationId] ? [item.base.generationId] : [],
  );
  return [...new Set(ids)];
}

/** Every picture URL a design may show: its base, each segment's, and the ended picture. */
export function designPictureUrls(
  design: Design,
  own: { base: DesignBase; url: string | null },
  generations: GenerationUrls,
): string[] {
  const urls = [design.base, ...(design.segments?.items ?? []).map((s) => s.base)].map((b) =>
    basePictureUrl(b, own, generations),
  );
  if (design.countdown?.ended.kind === 'image') urls.push(uploadUrl(design.countdown.ended.path));
  return [...new Set(urls.filter((u): u is string => u !== null))];
}
