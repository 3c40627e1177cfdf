import {
  MEME_DEFAULT_TEXT_STYLE,
  MEME_FONT_SIZE_RANGE,
  MEME_STROKE_WIDTH_RANGE,
  MEME_TEXT_CASES,
  type MemeTextStyleInput,
} from '@mergepix/core';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { FontPicker } from '@/components/fonts/font-picker';
import { Button } from '@/components/ui/button';
import { ColorField, Slider } from '@/components/ui/style-controls';
import { cn } from '@/lib/cn';

/** How each case reads on its button. */
export const CASE_LABELS: Readonly<Record<MemeTextStyleInput['textCase'], string>> = {
  upper: 'UPPER',
  lower: 'lower',
  capitalize: 'Title',
  none: 'As typed',
};

/** The text case as native radio buttons drawn as a segmented control. */
function CaseControl({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: MemeTextStyleInput['textCase']) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-700">Case</legend>
      <div className="mt-1 grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1">
        {MEME_TEXT_CASES.map((textCase) => (
          <label
            key={textCase}
            className={cn(
              'flex h-9 cursor-pointer items-center justify-center rounded-lg px-1 text-sm font-semibold',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              value === textCase
                ? 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-900/5'
                : 'text-slate-600 hover:bg-white/60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={textCase}
              checked={value === textCase}
              onChange={() => onChange(textCase)}
              className="sr-only"
            />
            {CASE_LABELS[textCase]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Props of {@link TextStylePanel}. */
export interface TextStylePanelProps {
  style: MemeTextStyleInput;
  onChange: (change: Partial<MemeTextStyleInput>) => void;
}

const COLOURS = [
  { label: 'Text colour', key: 'color' },
  { label: 'Outline colour', key: 'strokeColor' },
] as const;

/**
 * The caption style (docs/product.md#meme-generator): font from the shared picker, size 20-72, case, and
 * under "Colour and outline" the text and outline colours with pickers and the outline width 0-5.
 */
export function TextStylePanel({ style, onChange }: TextStylePanelProps) {
  return (
    <div className="flex flex-col gap-4" data-testid="meme-text-style">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {/* The picker's button carries its own accessible name; this is the visible label. */}
          <span aria-hidden="true" className="text-sm font-medium text-slate-700">
            Font
          </span>
          <FontPicker
            className="mt-1"
            value={style.fontFamily}
            onChange={(fontFamily) => onChange({ fontFamily })}
          />
        </div>
        <Slider
          label="Size"
          value={style.fontSize}
          range={MEME_FONT_SIZE_RANGE}
          unit=" px"
          onChange={(fontSize) => onChange({ fontSize })}
        />
      </div>
      <CaseControl value={style.textCase} onChange={(textCase) => onChange({ textCase })} />
      <details className="group rounded-xl border border-slate-200 bg-white" open>
        <summary className="cursor-pointer list-none rounded-xl px-3.5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
          Colour and outline
        </summary>
        <div className="flex flex-col gap-4 border-t border-slate-200 p-3.5">
          <div className="grid gap-4 sm:grid-cols-2">
            {COLOURS.map(({ label, key }) => (
              <ColorField
                key={key}
                label={label}
                value={style[key]}
                onChange={(colour) => onChange({ [key]: colour })}
              />
            ))}
          </div>
          <Slider
            label="Outline width"
            value={style.strokeWidth}
            range={MEME_STROKE_WIDTH_RANGE}
            unit=" px"
            onChange={(strokeWidth) => onChange({ strokeWidth })}
          />
        </div>
      </details>
      <div>
        <Button variant="ghost" size="sm" className="-ml-2" onClick={() => onChange(MEME_DEFAULT_TEXT_STYLE)}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Classic style
        </Button>
      </div>
    </div>
  );
}
