import { type Design, segmentToken, type TokenKey, type TokenValues } from '@mergepix/core';
import { useMemo, useState } from 'react';
import { sampleDeadline, writtenDate } from './countdown-doc';
import { liveProblems } from './design-problems';
import type { GenerationUrls } from './picture-urls';
import { useLivePictures } from './use-live-pictures';
import { useNow } from './use-now';
import { withSampleDeadline } from './worst-case';

/**
 * What the designer previews a live design with: the ticking clock (only while it has a
 * countdown), the pictures it shows, the segment the stage previews, a sample deadline for a
 * countdown read per recipient, and the problems of its countdown and segments.
 */
export function useLivePreview(
  design: Design,
  own: TokenValues,
  baseUrl: string | null,
  saveError: string | null,
  savedPictures?: GenerationUrls,
) {
  const now = useNow(design.countdown !== undefined);
  const pictures = useLivePictures(design, baseUrl, savedPictures);
  const [chosen, setSegment] = useState(-1);
  const items = design.segments?.items ?? [];
  const segment = chosen < items.length ? chosen : -1;
  const segmentValue = segment >= 0 ? items[segment]?.value : undefined;

  // A per-recipient deadline written as the owner's list writes it, moved on by the minute.
  const minute = Math.floor(now / 60_000);
  const d = design.countdown?.deadline;
  const deadline = useMemo(
    () =>
      d?.kind === 'token' ? writtenDate(sampleDeadline(minute * 60_000), d.timeZone, d.dateOrder, true) : '',
    [d, minute],
  );

  const token = design.segments ? segmentToken(design.segments) : undefined;
  const countdown = design.countdown;
  const stageValues = useMemo(() => {
    const values: Partial<Record<TokenKey, string>> = { ...withSampleDeadline(own, { countdown }, deadline) };
    if (token) {
      if (segmentValue === undefined) delete values[token];
      else values[token] = segmentValue;
    }
    return values as TokenValues;
  }, [own, countdown, deadline, token, segmentValue]);

  const problems = useMemo(() => liveProblems(design, saveError), [design, saveError]);
  return { now, pictures, segment, setSegment, stageValues, sampleDeadline: deadline, problems };
}

export type LivePreview = ReturnType<typeof useLivePreview>;
