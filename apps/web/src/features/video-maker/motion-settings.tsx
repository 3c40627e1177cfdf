import {
  VIDEO_ASPECT_INFO,
  VIDEO_ASPECTS,
  VIDEO_DURATION_S,
  VIDEO_EFFECT_INFO,
  VIDEO_EFFECTS,
  VIDEO_RESOLUTIONS,
  type VideoAspect,
  type VideoEffect,
  type VideoResolution,
  type VideoSettings,
} from '@mergepix/core';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { RadioChips } from '@/components/tool-kit/generator/chip-group';
import { Slider } from '@/components/ui/style-controls';
import { cn } from '@/lib/cn';

// Motion: one of the five effects (cards built on native radios, so arrow keys move the choice),
// the length, the resolution and the shape of the frame.

type MotionPatch = Partial<Pick<VideoSettings, 'effect' | 'durationS' | 'resolution' | 'aspect'>>;

export function MotionSettings({
  settings,
  onChange,
  disabled,
}: {
  settings: VideoSettings;
  onChange(patch: MotionPatch): void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <div className="flex flex-col gap-5" data-testid="video-motion">
      <fieldset className="min-w-0" disabled={disabled}>
        <legend className="text-sm font-semibold text-slate-800">Motion effect</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {VIDEO_EFFECTS.map((effect: VideoEffect) => {
            const on = settings.effect === effect;
            const info = VIDEO_EFFECT_INFO[effect];
            return (
              <label
                key={effect}
                className={cn(
                  'relative flex cursor-pointer flex-col rounded-xl border p-3 text-left transition-colors',
                  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                  on ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-300',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={effect}
                  checked={on}
                  onChange={() => onChange({ effect })}
                  className="sr-only"
                />
                <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
                  {on ? <Check aria-hidden="true" className="size-4 text-brand-700" /> : null}
                  {info.label}
                </span>
                <span className="mt-0.5 text-xs text-slate-600">{info.description}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Slider
        label="Length"
        unit=" s"
        value={settings.durationS}
        range={VIDEO_DURATION_S}
        onChange={(durationS) => onChange({ durationS })}
      />
      <RadioChips
        legend="Quality"
        options={VIDEO_RESOLUTIONS}
        value={settings.resolution}
        label={(r) => (r === '720p' ? 'HD 720p' : 'Full HD 1080p')}
        onChange={(r) => onChange({ resolution: r as VideoResolution })}
        disabled={disabled}
      />
      <RadioChips
        legend="Shape"
        options={VIDEO_ASPECTS}
        value={settings.aspect}
        label={(a) =>
          `${VIDEO_ASPECT_INFO[a as VideoAspect].label} ${VIDEO_ASPECT_INFO[a as VideoAspect].ratio}`
        }
        onChange={(a) => onChange({ aspect: a as VideoAspect })}
        disabled={disabled}
      />
    </div>
  );
}
