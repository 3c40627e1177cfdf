import { ASPECT_RATIOS, type AspectRatio } from '@mergepix/core';
import { cn } from '@/lib/cn';
import { RadioChips } from './chip-group';

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

/** A ratio's chip: a small frame of that shape, its name and the ratio. */
function RatioChip({ ratio, on }: { ratio: AspectRatio; on: boolean }) {
  const look = RATIO_LOOK[ratio];
  return (
    <>
      <span
        aria-hidden="true"
        className={cn('inline-block rounded-[3px] border-2', on ? 'border-white' : 'border-slate-400')}
        style={{ width: look.w, height: look.h }}
      />
      {look.label} {ratio}
    </>
  );
}

/** The picture's shape as radio chips, each with a small frame of that shape. */
export function AspectRatioField({ value, onChange, disabled }: AspectRatioFieldProps) {
  return (
    <RadioChips
      legend="Aspect ratio"
      options={ASPECT_RATIOS}
      value={value}
      onChange={onChange}
      disabled={disabled}
      content={(ratio, on) => <RatioChip ratio={ratio} on={on} />}
    />
  );
}
