import {
  clampGifSide,
  expectedGifSizeKb,
  GIF_DEFAULT_FRAME_MS,
  GIF_DIMENSION_RANGE,
  GIF_DURATION_RANGE,
  GIF_QUALITY_LABELS,
  type GifProject,
  type GifQualityMode,
} from '@mergepix/core';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { NumberField } from './number-field';

// Animation Settings (docs/product.md#gif-editor: a Basic/Advanced toggle): the quality mode and a size
// preset, or the exact width and height and one duration for every frame; the expected-size hint under both.

const PRESETS = [
  { label: 'Square', width: 400, height: 400 },
  { label: 'E-mail banner', width: 600, height: 300 },
  { label: 'E-mail hero', width: 600, height: 400 },
  { label: 'Large square', width: 600, height: 600 },
] as const;

export function AnimationSettings({
  project,
  onSize,
  onMode,
  onAllDurations,
}: {
  project: GifProject;
  onSize(width: number, height: number): void;
  onMode(emailOptimized: boolean): void;
  onAllDurations(ms: number): void;
}) {
  const [advanced, setAdvanced] = useState(false);
  const mode: GifQualityMode = project.emailOptimized ? 'email' : 'high';
  const hint = expectedGifSizeKb(project.frames.length, project.width, project.height, mode);
  return (
    <div className="flex flex-col gap-4">
      <fieldset aria-label="Settings view" className="inline-flex self-start rounded-lg bg-slate-100 p-1">
        {(['Basic', 'Advanced'] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={advanced === (view === 'Advanced')}
            onClick={() => setAdvanced(view === 'Advanced')}
            className={cn(
              'rounded-md px-3 py-1 text-sm font-medium',
              advanced === (view === 'Advanced') ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600',
            )}
          >
            {view}
          </button>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Quality</legend>
        {(['email', 'high'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="gif-quality"
              checked={mode === m}
              onChange={() => onMode(m === 'email')}
            />
            {GIF_QUALITY_LABELS[m]}
          </label>
        ))}
      </fieldset>
      {advanced ? (
        <>
          <div className="grid grid-cols-2 gap-3">
            <SideInput label="Width (px)" value={project.width} onChange={(w) => onSize(w, project.height)} />
            <SideInput
              label="Height (px)"
              value={project.height}
              onChange={(h) => onSize(project.width, h)}
            />
          </div>
          <AllDurations onApply={onAllDurations} />
        </>
      ) : (
        <div>
          <p className="mb-2 text-sm font-medium text-slate-700">Size</p>
          <div className="grid grid-cols-2 gap-2">
            {PRESETS.map((p) => {
              const active = project.width === p.width && project.height === p.height;
              return (
                <button
                  key={p.label}
                  type="button"
                  aria-pressed={active}
                  onClick={() => onSize(p.width, p.height)}
                  className={cn(
                    'rounded-lg border px-2 py-1.5 text-left text-xs',
                    active
                      ? 'border-brand-600 bg-brand-50 text-brand-800'
                      : 'border-slate-300 text-slate-700',
                  )}
                >
                  <span className="block font-semibold">{p.label}</span>
                  {p.width}×{p.height}
                </button>
              );
            })}
          </div>
          <p className="mt-2 text-xs text-slate-500">
            Now {project.width}×{project.height}. Use Advanced for any size from {GIF_DIMENSION_RANGE.min} to{' '}
            {GIF_DIMENSION_RANGE.max} px.
          </p>
        </div>
      )}
      <p className="text-sm text-slate-600" data-testid="gif-size-hint">
        Expected size: about {hint} KB
      </p>
    </div>
  );
}

/** A side in px: typed freely, applied on the 10 px grid within 100-1200 when the field is left. */
function SideInput({ label, value, onChange }: { label: string; value: number; onChange(v: number): void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <NumberField
        id={id}
        value={value}
        range={GIF_DIMENSION_RANGE}
        mode="leave"
        normalize={clampGifSide}
        onChange={onChange}
        className="mt-1 w-full"
      />
    </div>
  );
}

function AllDurations({ onApply }: { onApply(ms: number): void }) {
  const id = useId();
  const [ms, setMs] = useState(GIF_DEFAULT_FRAME_MS);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Every frame's duration (ms)
      </label>
      <div className="mt-1 flex items-start gap-2">
        <div>
          <NumberField id={id} value={ms} range={GIF_DURATION_RANGE} onChange={setMs} className="w-24" />
        </div>
        <Button variant="outline" size="sm" onClick={() => onApply(ms)}>
          Apply to all
        </Button>
      </div>
    </div>
  );
}
