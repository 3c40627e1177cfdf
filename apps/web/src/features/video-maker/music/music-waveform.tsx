import { mixToMono, type StereoPcm, waveformPeaks } from '@mergepix/core';
import { useMemo } from 'react';

// A small picture of the video's soundtrack (fades and loops show), drawn as mirrored bars.

const BARS = 60;
const HEIGHT = 20;

export function MusicWaveform({ pcm }: { pcm: StereoPcm }) {
  const peaks = useMemo(() => waveformPeaks(mixToMono(pcm), BARS), [pcm]);
  return (
    <svg
      role="img"
      aria-label="Waveform of the video's music"
      viewBox={`0 0 ${BARS} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-10 w-full rounded-lg bg-slate-50 text-brand-500"
      data-testid="music-waveform"
    >
      {peaks.map((peak, i) => {
        const h = Math.max(0.4, Math.min(1, peak) * (HEIGHT - 2));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: bars are positions, never reordered.
          <rect key={i} x={i + 0.15} y={(HEIGHT - h) / 2} width={0.7} height={h} fill="currentColor" />
        );
      })}
    </svg>
  );
}
