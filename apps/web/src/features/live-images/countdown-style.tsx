import { COUNTDOWN_LIMITS, COUNTDOWN_UNITS, type Countdown, type CountdownUnit } from '@mergepix/core';
import { Italic } from 'lucide-react';
import { useId } from 'react';
import { FontPicker } from '@/components/fonts/font-picker';
import { ColorField, Slider, Toggle } from '@/components/ui/style-controls';
import { selectClass } from './countdown-deadline';
import { fieldClass } from './layer-text-field';

const SHADOW = { color: 'rgba(15,23,42,0.45)', blur: 8, offsetX: 0, offsetY: 2 } as const;
const WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
const WEIGHT_NAME: Record<number, string> = {
  100: 'Thin',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'Semibold',
  700: 'Bold',
  900: 'Black',
};
const UNIT_NAME: Record<CountdownUnit, string> = {
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
};

type Change = (patch: Partial<Countdown>, kind: string) => void;

/** Which units show, their labels (any language) and the separator between the numbers. */
export function CountdownUnits({ countdown, onChange }: { countdown: Countdown; onChange: Change }) {
  const sepId = useId();
  const toggle = (unit: CountdownUnit, on: boolean) => {
    const units = COUNTDOWN_UNITS.filter((u) => (u === unit ? on : countdown.units.includes(u)));
    if (units.length > 0) onChange({ units }, 'units');
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Units and labels</legend>
      <p className="text-xs text-slate-500">The largest unit shown holds the rest: without days, 50 hours.</p>
      <ul className="flex flex-col gap-2">
        {COUNTDOWN_UNITS.map((unit) => {
          const on = countdown.units.includes(unit);
          const only = on && countdown.units.length === 1;
          return (
            <li key={unit} className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-2">
              <label className="flex w-24 items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={on}
                  disabled={only}
                  title={only ? 'Show at least one unit.' : undefined}
                  onChange={(e) => toggle(unit, e.target.checked)}
                  className="size-4 accent-brand-600"
                />
                {UNIT_NAME[unit]}
              </label>
              <input
                aria-label={`Label for ${UNIT_NAME[unit].toLowerCase()}`}
                value={countdown.labels[unit]}
                maxLength={COUNTDOWN_LIMITS.maxLabelLength}
                disabled={!on || !countdown.showLabels}
                onChange={(e) =>
                  onChange({ labels: { ...countdown.labels, [unit]: e.target.value } }, `label-${unit}`)
                }
                className={`${fieldClass} disabled:bg-slate-50 disabled:text-slate-400`}
                data-no-token-drop=""
              />
            </li>
          );
        })}
      </ul>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={countdown.showLabels}
          onChange={(e) => onChange({ showLabels: e.target.checked }, 'show-labels')}
          className="size-4 accent-brand-600"
        />
        Show labels under the numbers
      </label>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={sepId} className="text-sm font-medium text-slate-700">
          Separator
        </label>
        <input
          id={sepId}
          value={countdown.separator}
          maxLength={3}
          placeholder="none"
          onChange={(e) => onChange({ separator: e.target.value }, 'separator')}
          className={`${fieldClass.replace('w-full ', '')} w-20 text-center`}
          data-no-token-drop=""
        />
      </div>
    </fieldset>
  );
}

/** How the numbers look: the shared font picker, weight, size, colours, outline and shadow. */
export function CountdownLook({ countdown, onChange }: { countdown: Countdown; onChange: Change }) {
  const weightId = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Look</legend>
      <FontPicker value={countdown.fontFamily} onChange={(fontFamily) => onChange({ fontFamily }, 'font')} />
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={weightId} className="text-sm font-medium text-slate-700">
            Weight
          </label>
          <select
            id={weightId}
            value={countdown.fontWeight}
            onChange={(e) => onChange({ fontWeight: Number(e.target.value) }, 'weight')}
            className={selectClass}
          >
            {WEIGHTS.map((w) => (
              <option key={w} value={w}>
                {w}
                {WEIGHT_NAME[w] ? ` ${WEIGHT_NAME[w]}` : ''}
              </option>
            ))}
          </select>
        </div>
        <Toggle
          label="Italic"
          pressed={countdown.italic}
          onChange={(italic) => onChange({ italic }, 'italic')}
        >
          <Italic aria-hidden="true" className="size-4" />
        </Toggle>
      </div>
      <Slider
        label="Number size"
        unit="px"
        value={countdown.fontSize}
        range={{ min: 8, max: 200, step: 1 }}
        onChange={(fontSize) => onChange({ fontSize }, 'size')}
      />
      <p className="-mt-2 text-xs text-slate-500">Numbers shrink to their box when it is smaller.</p>
      <ColorField
        label="Numbers"
        value={countdown.color}
        onChange={(color) => onChange({ color }, 'color')}
      />
      <ColorField
        label="Labels"
        value={countdown.labelColor}
        onChange={(labelColor) => onChange({ labelColor }, 'label-color')}
      />
      <Slider
        label="Outline"
        unit="px"
        value={countdown.strokeWidth}
        range={{ min: 0, max: 20, step: 1 }}
        onChange={(strokeWidth) => onChange({ strokeWidth }, 'stroke')}
      />
      {countdown.strokeWidth > 0 ? (
        <ColorField
          label="Outline colour"
          value={countdown.strokeColor}
          onChange={(strokeColor) => onChange({ strokeColor }, 'stroke-color')}
        />
      ) : null}
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={countdown.shadow !== null}
          onChange={(e) => onChange({ shadow: e.target.checked ? SHADOW : null }, 'shadow')}
          className="size-4 accent-brand-600"
        />
        Soft shadow
      </label>
    </fieldset>
  );
}
