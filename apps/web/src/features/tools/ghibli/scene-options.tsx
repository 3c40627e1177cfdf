import {
  GHIBLI_ELEMENTS,
  GHIBLI_SCENE_LISTS,
  type GhibliElement,
  type GhibliFormChoices,
} from '@mergepix/core';
import { useId } from 'react';
import { ToggleChips } from '@/components/tool-kit/generator/chip-group';
import { toggleItem } from '@/components/tool-kit/generator/choice-list';
import { OptionsDisclosure } from '@/components/tool-kit/generator/options-disclosure';
import { inputClass, TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

/** Props of {@link SceneOptions}. */
export interface SceneOptionsProps {
  choices: GhibliFormChoices;
  onChange: (patch: Partial<GhibliFormChoices>) => void;
  disabled?: boolean;
}

/** Value of the "not chosen" entry of each list. */
const ANY = '';

/** A labelled native select over one option list, with an "Any" entry for leaving it unchosen. */
function OptionSelect<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  options: readonly T[];
  value: T | '';
  onChange: (value: T | '') => void;
  disabled?: boolean | undefined;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as T | '')}
        className={cn(inputClass, 'cursor-pointer pr-8')}
      >
        <option value={ANY}>Any</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The Ghibli "Advanced Options" (docs/product.md#ghibli-generator), open at first since the prompt can be
 * built from them alone: the personalized character and its name, the four scene lists and the elements.
 */
export function SceneOptions({ choices, onChange, disabled }: SceneOptionsProps) {
  const nameHintId = useId();
  const chosen =
    [choices.sceneType, choices.characterType, choices.timeOfDay, choices.weather].filter(Boolean).length +
    choices.elements.length +
    (choices.personalized ? 1 : 0);

  return (
    <OptionsDisclosure
      badge={chosen > 0 ? `${chosen} selected` : undefined}
      testId="ghibli-options"
      defaultOpen
    >
      <div className="flex flex-col gap-3">
        <label className="flex cursor-pointer items-start gap-2.5 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={choices.personalized}
            disabled={disabled}
            onChange={(event) => onChange({ personalized: event.target.checked })}
            className="mt-0.5 size-4 cursor-pointer accent-brand-600"
          />
          Include a personalized character
        </label>
        <TextField
          label="Character Name"
          value={choices.characterName}
          disabled={disabled || !choices.personalized}
          maxLength={80}
          onChange={(event) => onChange({ characterName: event.target.value })}
          aria-describedby={nameHintId}
        />
        <p id={nameHintId} className="-mt-1 text-xs text-slate-500">
          Named in the prompt and painted on a wooden sign. [FIRSTNAME] becomes each customer's name.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {GHIBLI_SCENE_LISTS.map(({ label, key, options }) => (
          <OptionSelect<string>
            key={key}
            label={label}
            options={options}
            value={choices[key]}
            disabled={disabled}
            onChange={(value) => onChange({ [key]: value })}
          />
        ))}
      </div>
      <ToggleChips
        legend="Ghibli Elements"
        hint="Pick any number; the random scene picks one to three."
        options={GHIBLI_ELEMENTS}
        selected={choices.elements}
        disabled={disabled}
        onToggle={(element) =>
          onChange({ elements: toggleItem(choices.elements, element) as GhibliElement[] })
        }
      />
    </OptionsDisclosure>
  );
}
