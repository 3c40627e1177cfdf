import {
  CARTOON_BACKGROUNDS,
  CARTOON_CAPTION_MAX_LENGTH,
  CARTOON_COLOR_INTENSITIES,
  CARTOON_LINE_WEIGHTS,
  type CartoonOptions,
  DEFAULT_CARTOON_OPTIONS,
} from '@mergepix/core';
import { Lightbulb } from 'lucide-react';
import { RadioChips } from '@/components/tool-kit/generator/chip-group';
import { OptionsDisclosure } from '@/components/tool-kit/generator/options-disclosure';
import { TextareaField } from '@/components/tool-kit/generator/textarea-field';

/** Tips shown with the advanced options. */
export const CARTOON_TIPS = [
  'Use a well-lit photo with one face looking at the camera.',
  'Crop close: the style reads best when the subject fills the frame.',
  'Add a caption with [FIRSTNAME] to greet every customer by name.',
] as const;

/** The three look options, in the order the panel shows them, each with its tip. */
const LOOK_FIELDS: readonly {
  key: keyof CartoonOptions;
  legend: string;
  hint: string;
  options: readonly string[];
}[] = [
  {
    key: 'lineWeight',
    legend: 'Line Weight',
    hint: 'Bold outlines stay readable when the image is shown small, as in an email.',
    options: CARTOON_LINE_WEIGHTS,
  },
  {
    key: 'colorIntensity',
    legend: 'Colour Intensity',
    hint: 'Muted suits calm, professional campaigns; vivid stands out in social feeds.',
    options: CARTOON_COLOR_INTENSITIES,
  },
  {
    key: 'background',
    legend: 'Background',
    hint: 'Simplify keeps the person and turns busy surroundings into flat colour.',
    options: CARTOON_BACKGROUNDS,
  },
];

/** Props of {@link CartoonOptionsPanel}. */
export interface CartoonOptionsPanelProps {
  options: CartoonOptions;
  onOption: (key: keyof CartoonOptions, value: string) => void;
  caption: string;
  onCaption: (text: string) => void;
  disabled?: boolean;
}

/** The collapsible "Advanced Options": line weight, colour intensity, background, caption and tips. */
export function CartoonOptionsPanel({
  options,
  onOption,
  caption,
  onCaption,
  disabled,
}: CartoonOptionsPanelProps) {
  const changed =
    (Object.keys(options) as (keyof CartoonOptions)[]).filter(
      (k) => options[k] !== DEFAULT_CARTOON_OPTIONS[k],
    ).length + (caption.trim() ? 1 : 0);

  return (
    <OptionsDisclosure badge={changed > 0 ? `${changed} changed` : undefined}>
      {LOOK_FIELDS.map((field) => (
        <RadioChips
          key={field.key}
          legend={field.legend}
          hint={field.hint}
          options={field.options}
          value={options[field.key]}
          onChange={(v) => onOption(field.key, v)}
          disabled={disabled}
        />
      ))}
      <TextareaField
        label="Caption (optional)"
        hint="Drawn in a comic caption box; tokens are filled in for each person."
        placeholder="e.g. Hi [FIRSTNAME]!"
        rows={2}
        compactLabel
        tokenMenu
        maxLength={CARTOON_CAPTION_MAX_LENGTH}
        value={caption}
        disabled={disabled}
        onChange={(event) => onCaption(event.target.value)}
      />
      <div className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
        <p className="flex items-center gap-1.5 text-xs font-semibold text-amber-900">
          <Lightbulb aria-hidden="true" className="size-3.5" />
          Tips for the best cartoon
        </p>
        <ul className="mt-1.5 list-disc space-y-1 pl-5 text-xs text-amber-900">
          {CARTOON_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </OptionsDisclosure>
  );
}
