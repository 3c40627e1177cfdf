import {
  type AudioShape,
  MUSIC_TRACKS,
  musicTrack,
  type StereoPcm,
  shapeAudio,
  synthesizeTrack,
  type VideoMusic,
} from '@mergepix/core';

// The soundtrack for the current settings, remembered between calls: a track is synthesized
// again only when it or the video's length changes, and shaped (looped or cut, volume, fades)
// again only when the shape or the source changes. Unchanged settings give the same object back,
// so what plays or encodes it can tell nothing changed.

/** A track id the catalog knows: the given one, else the first track (settings from an older version). */
export function trackIdOrDefault(id: string): string {
  return musicTrack(id) ? id : (MUSIC_TRACKS[0]?.id ?? id);
}

/** The shaped soundtrack for settings, a length and an optional read upload; null for no music. */
export type MusicShaper = (
  music: VideoMusic,
  durationS: number,
  upload: { pcm: StereoPcm } | null,
) => StereoPcm | null;

/** A remembering {@link MusicShaper}; the synthesis and shaping functions can be swapped in tests. */
export function createMusicShaper({
  synthesize = synthesizeTrack,
  shape = shapeAudio,
}: {
  synthesize?: typeof synthesizeTrack;
  shape?: typeof shapeAudio;
} = {}): MusicShaper {
  let synthesized: { id: string; durationS: number; pcm: StereoPcm } | null = null;
  let shaped: { source: StereoPcm; shape: AudioShape; pcm: StereoPcm } | null = null;

  const sourceFor = (music: VideoMusic, durationS: number, upload: { pcm: StereoPcm } | null) => {
    if (music.source === 'upload') return upload?.pcm ?? null;
    if (music.source !== 'track') return null;
    const id = trackIdOrDefault(music.trackId);
    if (synthesized?.id !== id || synthesized.durationS !== durationS)
      synthesized = { id, durationS, pcm: synthesize(id, durationS) };
    return synthesized.pcm;
  };

  return (music, durationS, upload) => {
    const source = sourceFor(music, durationS, upload);
    if (!source) return null;
    const wanted: AudioShape = {
      durationS,
      volume: music.volume,
      fadeInS: music.fadeInS,
      fadeOutS: music.fadeOutS,
    };
    if (!shaped || shaped.source !== source || !sameShape(shaped.shape, wanted))
      shaped = { source, shape: wanted, pcm: shape(source, wanted) };
    return shaped.pcm;
  };
}

function sameShape(a: AudioShape, b: AudioShape): boolean {
  return (
    a.durationS === b.durationS &&
    a.volume === b.volume &&
    a.fadeInS === b.fadeInS &&
    a.fadeOutS === b.fadeOutS
  );
}
