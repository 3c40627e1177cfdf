import type { GifFrame } from '@mergepix/core';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

// Play/Pause, Prev, Next and "n / total" (docs/product.md#gif-editor). While playing, the editor moves on
// once the current frame's duration has passed, wrapping after the last frame.

export function usePlayback(
  frames: readonly GifFrame[],
  current: number,
  playing: boolean,
  select: (index: number) => void,
): void {
  const duration = frames[current]?.duration ?? 0;
  const count = frames.length;
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setTimeout(() => select((current + 1) % count), duration);
    return () => clearTimeout(timer);
  }, [playing, current, duration, count, select]);
}

export function PlaybackControls({
  current,
  total,
  playing,
  onPlaying,
  select,
}: {
  current: number;
  total: number;
  playing: boolean;
  onPlaying(playing: boolean): void;
  select(index: number): void;
}) {
  const step = (by: number) => select((current + by + total) % total);
  return (
    <div role="toolbar" className="flex items-center justify-center gap-2" aria-label="Playback">
      <Button
        variant="outline"
        size="sm"
        onClick={() => step(-1)}
        disabled={total < 2}
        aria-label="Previous frame"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Prev
      </Button>
      <Button size="sm" onClick={() => onPlaying(!playing)} disabled={total < 2} data-testid="gif-play">
        {playing ? (
          <Pause aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
        {playing ? 'Pause' : 'Play'}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => step(1)}
        disabled={total < 2}
        aria-label="Next frame"
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
      <output
        className="min-w-14 text-center text-sm tabular-nums text-slate-600"
        data-testid="gif-frame-counter"
      >
        {current + 1} / {total}
      </output>
    </div>
  );
}
