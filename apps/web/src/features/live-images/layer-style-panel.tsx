import { DESIGN_LIMITS, type DesignLayer, fontSizeRange, STROKE_WIDTH_RANGE } from '@mergepix/core';
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  AlignVerticalJustifyCenter,
  AlignVerticalJustifyEnd,
  AlignVerticalJustifyStart,
  Bold,
  Italic,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { FontPicker } from '@/components/fonts/font-picker';
import { ColorField, Slider, Toggle } from '@/components/ui/style-controls';
import { LayerTextField } from './layer-text-field';

const SHADOW = { color: 'rgba(15,23,42,0.45)', blur: 8, offsetX: 0, offsetY: 2 } as const;
const sizeRange = { min: 8, max: 200, step: 1 } as const;

const H_ALIGNS = [
  ['left', 'Align left', AlignLeft],
  ['center', 'Align centre', AlignCenter],
  ['right', 'Align right', AlignRight],
] as const;
const V_ALIGNS = [
  ['top', 'Top of the box', AlignVerticalJustifyStart],
  ['middle', 'Middle of the box', AlignVerticalJustifyCenter],
  ['bottom', 'Bottom of the box', AlignVerticalJustifyEnd],
] as const;

/** One toggle per alignment (its value, name and icon), the current one pressed. */
function AlignToggles<A extends string>({
  options,
  value,
  onPick,
}: {
  options: readonly (readonly [A, string, LucideIcon])[];
  value: A | undefined;
  onPick: (align: A) => void;
}) {
  return options.map(([align, label, Icon]) => (
    <Toggle key={align} label={label} pressed={value === align} onChange={() => onPick(align)}>
      <Icon aria-hidden="true" className="size-4" />
    </Toggle>
  ));
}

/** Everything about one text layer: its text and tokens, font, size, colours, alignment and fit. */
export function LayerStylePanel({
  layer,
  onChange,
}: {
  layer: DesignLayer;
  /** A change, and what kind of change it is (a run of the same kind is one undo step). */
  onChange: (change: Partial<DesignLayer>, kind: string) => void;
}) {
  const maxLinesId = useId();
  const fitName = useId();
  const { min } = fontSizeRange(layer);
  return (
    <div className="flex flex-col gap-4">
      <LayerTextField value={layer.text} onChange={(text) => onChange({ text }, 'text')} />
      <FontPicker value={layer.fontFamily} onChange={(fontFamily) => onChange({ fontFamily }, 'font')} />
      <fieldset className="flex flex-wrap gap-1.5" aria-label="Text style and alignment">
        <Toggle
          label="Bold"
          pressed={layer.fontWeight >= 600}
          onChange={(on) => onChange({ fontWeight: on ? 700 : 400 }, 'weight')}
        >
          <Bold aria-hidden="true" className="size-4" />
        </Toggle>
        <Toggle label="Italic" pressed={layer.italic} onChange={(italic) => onChange({ italic }, 'italic')}>
          <Italic aria-hidden="true" className="size-4" />
        </Toggle>
        <span className="mx-1 w-px bg-slate-200" />
        <AlignToggles
          options={H_ALIGNS}
          value={layer.align}
          onPick={(align) => onChange({ align }, 'align')}
        />
        <span className="mx-1 w-px bg-slate-200" />
        <AlignToggles
          options={V_ALIGNS}
          value={layer.verticalAlign}
          onPick={(verticalAlign) => onChange({ verticalAlign }, 'valign')}
        />
      </fieldset>
      <Slider
        label="Size"
        unit="px"
        value={layer.fontSize}
        range={sizeRange}
        onChange={(fontSize) =>
          onChange({ fontSize, minFontSize: Math.min(layer.minFontSize ?? fontSize, fontSize) }, 'size')
        }
      />
      <ColorField label="Colour" value={layer.color} onChange={(color) => onChange({ color }, 'color')} />
      <Slider
        label="Outline"
        unit="px"
        value={layer.strokeWidth}
        range={{ ...STROKE_WIDTH_RANGE, max: DESIGN_LIMITS.maxStrokeWidth }}
        onChange={(strokeWidth) => onChange({ strokeWidth }, 'stroke')}
      />
      {layer.strokeWidth > 0 ? (
        <ColorField
          label="Outline colour"
          value={layer.strokeColor}
          onChange={(strokeColor) => onChange({ strokeColor }, 'stroke-color')}
        />
      ) : null}
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={layer.shadow !== null}
          onChange={(e) => onChange({ shadow: e.target.checked ? SHADOW : null }, 'shadow')}
          className="size-4 accent-brand-600"
        />
        Soft shadow
      </label>
      <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">Long names</legend>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={layer.autoFit}
            onChange={(e) => onChange({ autoFit: e.target.checked }, 'autofit')}
            className="size-4 accent-brand-600"
          />
          Fit long names to the box
        </label>
        {layer.autoFit ? (
          <div className="flex flex-col gap-1.5" role="radiogroup" aria-label="Text size for each recipient">
            {(
              [
                [
                  'steady',
                  'Same size for everyone',
                  'Wraps before it shrinks; only unusually long names get smaller.',
                ],
                ['shrink', 'Shrink long values only', 'Each name as large as it fits: short names bigger.'],
              ] as const
            ).map(([fit, label, hint]) => (
              <label key={fit} className="flex items-start gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name={fitName}
                  value={fit}
                  checked={(layer.fit ?? 'shrink') === fit}
                  onChange={() => onChange({ fit }, 'fit')}
                  className="mt-0.5 size-4 accent-brand-600"
                />
                <span>
                  {label}
                  <span className="block text-xs text-slate-500">{hint}</span>
                </span>
              </label>
            ))}
          </div>
        ) : null}
        {layer.autoFit ? (
          <Slider
            label="Smallest size"
            unit="px"
            value={min}
            range={{ min: 8, max: layer.fontSize, step: 1 }}
            onChange={(minFontSize) => onChange({ minFontSize }, 'min-size')}
          />
        ) : null}
        <div className="flex items-center justify-between gap-2 text-sm">
          <label htmlFor={maxLinesId} className="font-medium text-slate-700">
            Lines at most
          </label>
          <select
            id={maxLinesId}
            value={layer.maxLines ?? 0}
            onChange={(e) => {
              const n = Number(e.target.value);
              onChange({ maxLines: n === 0 ? undefined : n }, 'max-lines');
            }}
            className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            <option value={0}>As many as fit</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <Slider
        label="Rotation"
        unit="°"
        value={layer.rotation}
        range={{ min: -180, max: 180, step: 1 }}
        onChange={(rotation) => onChange({ rotation }, 'rotation')}
      />
    </div>
  );
}
