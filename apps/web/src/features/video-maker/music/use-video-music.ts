import type { StereoPcm, VideoMusic } from '@mergepix/core';
import { useState } from 'react';
import { createMusicShaper } from './music-shaper';
import type { AudioFileResult } from './read-audio-file';

// The soundtrack the video gets for its current music settings, for the preview to play and the
// encoder to mix. The remembering lives in createMusicShaper (see there); this hook keeps one per
// component.

/**
 * The shaped audio (looped or cut to `durationS`, volume, fades) for the settings; null for no
 * music, or "my own file" before a file is read. The same object while nothing changes.
 */
export function useVideoMusic(
  music: VideoMusic,
  durationS: number,
  upload: (AudioFileResult & { ok: true }) | null,
): StereoPcm | null {
  const [shaper] = useState(() => createMusicShaper());
  return shaper(music, durationS, upload);
}
