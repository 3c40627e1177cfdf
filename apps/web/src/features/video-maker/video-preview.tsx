import {
  drawVideoFrame,
  type StereoPcm,
  type TokenValues,
  type VideoSettings,
  videoFrameSize,
  videoTextLayer,
} from '@mergepix/core';
import { Pause, Play } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PcmPlayer } from './music/audio-player';
import { makeTitleSprite } from './title-sprite';

// The live preview: the same frames the encoder will make, drawn by core at a smaller size, with
// the music in step. Paused it shows the chosen moment (a scrubber picks it); playing, it loops.

const PREVIEW_MAX_WIDTH = 640;

interface Props {
  readonly picture: ImageBitmap | null;
  readonly settings: VideoSettings;
  readonly values: TokenValues;
  readonly audio: StereoPcm | null;
  /** Changes when fonts finish loading, so the title redraws in them. */
  readonly fontsVersion: number;
}

export function VideoPreview({ picture, settings, values, audio, fontsVersion }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { resolution, aspect } = settings;
  const frame = useMemo(() => videoFrameSize(resolution, aspect), [resolution, aspect]);
  const scale = Math.min(1, PREVIEW_MAX_WIDTH / frame.width);
  const layer = useMemo(() => videoTextLayer(settings.text, frame), [settings.text, frame]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn again when fonts arrive
  const title = useMemo(() => makeTitleSprite(layer, values), [layer, values, fontsVersion]);
  const [time, setTime] = useState(() => settings.durationS / 2);
  const [playing, setPlaying] = useState(false);
  const player = useRef<PcmPlayer | null>(null);
  const now = useRef(time);
  now.current = time;
  const scrubId = useId();
  const duration = settings.durationS;

  useEffect(() => setTime((t) => Math.min(t, duration)), [duration]);

  // Draw the frame at `time` whenever anything in it changes.
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !picture) return;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.imageSmoothingQuality = 'high';
    drawVideoFrame<CanvasImageSource & { width: number; height: number }>(ctx, picture, {
      settings,
      frame,
      timeS: time,
      values,
      layer,
      title,
    });
  }, [picture, settings, frame, time, values, layer, scale, title]);

  // Playing: the clock moves the time on, looping; the music starts where the picture is.
  useEffect(() => {
    if (!playing) return;
    // A track's "Listen" stops the preview's music, and so the preview.
    player.current ??= new PcmPlayer(undefined, () => setPlaying(false));
    const audioPlayer = player.current;
    const from = now.current;
    let startedAt = performance.now() - from * 1000;
    if (audio) audioPlayer.play(audio, from);
    let raf = requestAnimationFrame(function tick(now) {
      let t = (now - startedAt) / 1000;
      if (t >= duration) {
        startedAt = now;
        t = 0;
        if (audio) audioPlayer.play(audio, 0);
      }
      setTime(t);
      raf = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(raf);
      audioPlayer.stop();
    };
  }, [playing, duration, audio]);

  useEffect(() => () => player.current?.close(), []);

  return (
    <div className="flex flex-col gap-2" data-testid="video-preview">
      <div className="relative flex justify-center rounded-xl bg-slate-900 p-2">
        {picture ? null : (
          <p className="absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-slate-300">
            Choose a picture to see your video here.
          </p>
        )}
        <canvas
          ref={canvas}
          width={Math.round(frame.width * scale)}
          height={Math.round(frame.height * scale)}
          className="block h-auto max-h-[28rem] max-w-full rounded"
          style={{ aspectRatio: `${frame.width} / ${frame.height}` }}
          aria-label="Preview of the video"
          role="img"
        />
      </div>
      <div className="flex items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setPlaying((p) => !p)}
          disabled={!picture}
          aria-label={playing ? 'Pause preview' : 'Play preview'}
          data-testid="preview-play"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {playing ? 'Pause' : 'Play'}
        </Button>
        <label htmlFor={scrubId} className="sr-only">
          Preview time
        </label>
        <input
          id={scrubId}
          type="range"
          min={0}
          max={duration}
          step={0.05}
          value={time}
          disabled={!picture}
          onChange={(e) => {
            setPlaying(false);
            setTime(Number(e.target.value));
          }}
          className="min-w-0 flex-1 accent-brand-600"
          data-testid="preview-scrub"
        />
        <span
          className="w-20 shrink-0 text-right text-xs tabular-nums text-slate-600"
          data-testid="preview-time"
        >
          {time.toFixed(1)} s / {duration} s
        </span>
      </div>
    </div>
  );
}
