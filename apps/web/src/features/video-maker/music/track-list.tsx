import { MUSIC_TRACKS, type StereoPcm, shapeAudio, synthesizeTrack } from '@mergepix/core';
import { Play, Square } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PcmPlayer } from './audio-player';

// The bundled tracks as selectable cards (a native radio group), each with a button that plays
// a short, faded sample at the chosen volume. One sample plays at a time; leaving the list (or the
// page) stops it.

/** Seconds of a track the Listen button plays. */
export const TRACK_SAMPLE_S = 8;
const SAMPLE_FADE_IN_S = 0.3;
const SAMPLE_FADE_OUT_S = 1.5;

export function TrackList({
  trackId,
  volume,
  onSelect,
}: {
  trackId: string;
  volume: number;
  onSelect(id: string): void;
}) {
  const name = useId();
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [player] = useState(() => new PcmPlayer(() => setPlayingId(null)));
  // Synthesized samples by track id, so listening again costs only the (cheap) shaping.
  const samples = useRef(new Map<string, StereoPcm>());
  useEffect(() => () => player.close(), [player]);

  const toggle = (id: string) => {
    if (playingId === id) {
      player.stop();
      setPlayingId(null);
      return;
    }
    let sample = samples.current.get(id);
    if (!sample) {
      sample = synthesizeTrack(id, TRACK_SAMPLE_S);
      samples.current.set(id, sample);
    }
    player.play(
      shapeAudio(sample, {
        durationS: TRACK_SAMPLE_S,
        volume,
        fadeInS: SAMPLE_FADE_IN_S,
        fadeOutS: SAMPLE_FADE_OUT_S,
      }),
      0,
    );
    setPlayingId(player.playing ? id : null);
  };

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-slate-700">Track</legend>
      <ul className="grid grid-cols-1 gap-2 @sm:grid-cols-2">
        {MUSIC_TRACKS.map((track) => {
          const selected = track.id === trackId;
          const playing = playingId === track.id;
          return (
            <li
              key={track.id}
              data-testid={`music-track-${track.id}`}
              className={cn(
                'flex min-w-0 items-center gap-2 rounded-xl border p-2.5 transition-colors',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                selected
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-200 bg-white hover:border-slate-300',
              )}
            >
              <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 self-stretch">
                <input
                  type="radio"
                  name={name}
                  value={track.id}
                  checked={selected}
                  onChange={() => onSelect(track.id)}
                  className="shrink-0 accent-brand-600"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-900">{track.title}</span>
                  <span className="block text-xs text-slate-600">{track.mood}</span>
                </span>
              </label>
              <Button
                variant="outline"
                size="sm"
                aria-label={playing ? `Stop ${track.title}` : `Listen to ${track.title}`}
                onClick={() => toggle(track.id)}
                className="px-2.5"
              >
                {playing ? (
                  <Square aria-hidden="true" className="size-3.5 fill-current" />
                ) : (
                  <Play aria-hidden="true" className="size-3.5 fill-current" />
                )}
                {playing ? 'Stop' : 'Listen'}
              </Button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
