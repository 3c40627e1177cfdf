import { ASPECT_RATIOS, type AspectRatio } from '@mergepix/core';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { chipClass } from './chip-group';

/** What each ratio is called and how its little frame is drawn (width × height in px). */
const RATIO_LOOK: Record<AspectRatio, { label: string; w: number; h: number }> = {
  '1:1': { label: 'Square', w: 14, h: 14 },
  '16:9': { label: 'Wide', w: 18, h: 10 },
  '9:16': { label: 'Tall', w: 10, h: 18 },
  '4:3': { label: 'Landscape', w: 16, h: 12 },
  '3:4': { label: 'Portrait', w: 12, h: 16 },
};

/** Props of {@link AspectRatioField}. */
export interface AspectRatioFieldProps {
  value: AspectRatio;
  onChange: (ratio: AspectRatio) => void;
  disabled?: boolean;
}

/** The picture's shape as radio chips, each with a small frame of that shape. */
export function AspectRatioField({ value, onChange, disabled }: AspectRatioFieldProps) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">Aspect ratio</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {ASPECT_RATIOS.map((ratio) => {
          const look = RATIO_LOOK[ratio];
          const on = ratio === value;
          return (
            <label
              key={ratio}
              className={chipClass(
                on,
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={ratio}
                checked={on}
                disabled={disabled}
                onChange={() => onChange(ratio)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'inline-block rounded-[3px] border-2',
                  on ? 'border-white' : 'border-slate-400',
                )}
                style={{ width: look.w, height: look.h }}
              />
              {look.label} {ratio}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
