import type { Design, DesignBase, DesignRecord, GenerationRecord } from '@mergepix/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BasePicture } from '@/components/tool-kit/designs/design-render';
import { apiRequest } from '@/lib/api-client';
import type { PictureSource } from './live-frame';
import {
  basePictureUrl,
  designPictureUrls,
  type GenerationUrls,
  unknownGenerations,
  uploadUrl,
} from './picture-urls';

const NONE: GenerationUrls = {};

/**
 * The generations the saved design's segments show, at their copies in the design's own storage
 * (the API's `segment_urls`): they load even once they have left the user's history.
 */
export function savedSegmentUrls(record: Pick<DesignRecord, 'design' | 'segment_urls'>): GenerationUrls {
  const known: Record<string, string> = {};
  record.design.segments?.items.forEach((item, i) => {
    const url = record.segment_urls[i];
    if (item.base.kind === 'generation' && url) known[item.base.generationId] = url;
  });
  return known;
}

/**
 * The decoded pictures a design shows (its base, its segments', its ended picture), loaded as
 * they appear; a picture still loading or that failed draws as the missing-picture colour.
 * `learn` records a generation's URL (chosen in the picker or just generated).
 */
export function useLivePictures(design: Design, baseUrl: string | null, saved: GenerationUrls = NONE) {
  const [learned, setGenerations] = useState<GenerationUrls>({});
  const generations = useMemo(() => ({ ...saved, ...learned }), [saved, learned]);
  const [loaded, setLoaded] = useState<ReadonlyMap<string, BasePicture | 'failed'>>(new Map());
  const asked = useRef(new Set<string>());
  const own = useMemo(() => ({ base: design.base, url: baseUrl }), [design.base, baseUrl]);

  // Generations a saved design's segments show: their URLs from the user's history, once.
  const missing = unknownGenerations(design, generations).filter((id) => !asked.current.has(id));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return;
    for (const id of missingKey.split(',')) asked.current.add(id);
    const abort = new AbortController();
    apiRequest<GenerationRecord[]>('/rest/v1/generations?limit=100', { signal: abort.signal }).then(
      (records) =>
        setGenerations((g) => ({
          ...Object.fromEntries(records.flatMap((r) => (r.imageUrl ? [[r.id, r.imageUrl]] : []))),
          ...g,
        })),
      () => undefined,
    );
    return () => abort.abort();
  }, [missingKey]);

  const urls = designPictureUrls(design, own, generations);
  const urlsKey = urls.join('\n');
  const requested = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  useEffect(() => {
    mounted.current = true;
    for (const url of urlsKey ? urlsKey.split('\n') : []) {
      if (requested.current.has(url)) continue;
      requested.current.add(url);
      const image = new Image();
      image.decoding = 'async';
      image.onload = () => mounted.current && setLoaded((m) => new Map(m).set(url, image));
      image.onerror = () => mounted.current && setLoaded((m) => new Map(m).set(url, 'failed'));
      image.src = url;
    }
  }, [urlsKey]);

  const source = useMemo<PictureSource>(() => {
    const get = (url: string | null) => {
      const p = url ? loaded.get(url) : undefined;
      return p && p !== 'failed' ? p : null;
    };
    return {
      base: (base: DesignBase) => get(basePictureUrl(base, own, generations)),
      upload: (path: string) => get(uploadUrl(path)),
    };
  }, [loaded, own, generations]);

  return {
    pictures: source,
    /** A picture base's URL, for thumbnails (null for colours, or while unknown). */
    urlOf: (base: DesignBase) => basePictureUrl(base, own, generations),
    learn: (generationId: string, url: string) => setGenerations((g) => ({ ...g, [generationId]: url })),
  };
}

export type LivePictures = ReturnType<typeof useLivePictures>;
