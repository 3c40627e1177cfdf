import { useId } from 'react';
import { intensityLevel } from './crazy-prompt';

/** The intensity slider (0–100 %, steps of 5) with the band's name and what it means. */
export function IntensityField({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const level = intensityLevel(value);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          Intensity
        </label>
        <span className="text-sm font-semibold text-brand-700" data-testid="intensity-label">
          {level.label} · {value}%
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={5}
        value={value}
        disabled={disabled}
        aria-valuetext={`${value}%, ${level.label}`}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full accent-brand-600"
      />
      <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>Mild</span>
        <span>Unhinged</span>
      </div>
      <p className="text-xs text-slate-600">{level.description}</p>
    </div>
  );
}
