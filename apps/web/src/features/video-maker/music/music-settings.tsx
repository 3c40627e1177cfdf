import type { StereoPcm, VideoMusic } from '@mergepix/core';
import { useId } from 'react';
import { Slider } from '@/components/ui/style-controls';
import { cn } from '@/lib/cn';
import { AudioUploadField } from './audio-upload-field';
import { trackIdOrDefault } from './music-shaper';
import { MusicWaveform } from './music-waveform';
import type { AudioFileResult } from './read-audio-file';
import { TrackList } from './track-list';

// The video's music panel: no music, a bundled track or the user's own file, then the volume and
// the fades, and a small waveform of what the video will play. Everything sits in one fieldset so
// `disabled` switches every control off at once (for a host that must lock the music).

const SOURCES: readonly { value: VideoMusic['source']; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'track', label: 'A track' },
  { value: 'upload', label: 'My own file' },
];
const VOLUME_RANGE = { min: 0, max: 100, step: 1 };
/** Fades in seconds, on the half-second grid the video settings allow (0 to 5). */
const FADE_RANGE = { min: 0, max: 5, step: 0.5 };
const FADES = [
  { label: 'Fade in', key: 'fadeInS' },
  { label: 'Fade out', key: 'fadeOutS' },
] as const;

/** Props of {@link MusicSettings}. */
export interface MusicSettingsProps {
  value: VideoMusic;
  onChange(patch: Partial<VideoMusic>): void;
  /** The read file for "My own file", if one was chosen. */
  upload: (AudioFileResult & { ok: true }) | null;
  onUpload(file: File): void;
  uploadError: string | null;
  /** A file is being read. */
  busy?: boolean;
  disabled?: boolean;
  /** The shaped soundtrack (useVideoMusic), drawn as a small waveform. */
  preview?: StereoPcm | null;
}

export function MusicSettings({
  value,
  onChange,
  upload,
  onUpload,
  uploadError,
  busy = false,
  disabled = false,
  preview = null,
}: MusicSettingsProps) {
  const name = useId();
  const on = value.source !== 'none';
  return (
    <div data-testid="video-music" className="@container min-w-0">
      <fieldset disabled={disabled} aria-busy={busy || undefined} className="flex min-w-0 flex-col gap-4">
        <fieldset className="min-w-0">
          {/* Visually hidden: the tool shows this panel under its own "Music" heading. */}
          <legend className="sr-only">Music</legend>
          <div className="flex flex-wrap gap-2">
            {SOURCES.map((source) => (
              <label
                key={source.value}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-1.5 text-sm text-slate-700',
                  'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800',
                  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                  'border-slate-300 has-disabled:cursor-default has-disabled:opacity-60',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={source.value}
                  checked={value.source === source.value}
                  onChange={() => onChange({ source: source.value })}
                  className="accent-brand-600"
                />
                {source.label}
              </label>
            ))}
          </div>
        </fieldset>

        {value.source === 'track' ? (
          <TrackList
            trackId={trackIdOrDefault(value.trackId)}
            volume={value.volume}
            onSelect={(trackId) => onChange({ trackId })}
          />
        ) : null}
        {value.source === 'upload' ? (
          <AudioUploadField upload={upload} onUpload={onUpload} error={uploadError} busy={busy} />
        ) : null}

        {on ? (
          <div className="flex flex-col gap-3">
            {preview ? <MusicWaveform pcm={preview} /> : null}
            <Slider
              label="Volume"
              value={Math.round(value.volume * 100)}
              range={VOLUME_RANGE}
              unit="%"
              onChange={(percent) => onChange({ volume: percent / 100 })}
            />
            <div className="grid grid-cols-1 gap-3 @sm:grid-cols-2">
              {FADES.map(({ label, key }) => (
                <Slider
                  key={key}
                  label={label}
                  value={value[key]}
                  range={FADE_RANGE}
                  unit=" s"
                  onChange={(seconds) => onChange({ [key]: seconds })}
                />
              ))}
            </div>
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
