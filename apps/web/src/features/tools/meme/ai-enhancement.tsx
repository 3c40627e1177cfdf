import type { AiModelChoice } from '@mergepix/core';
import { useId } from 'react';
import { ModelToggle } from '@/components/tool-kit/generator/model-toggle';
import { TextareaField } from '@/components/tool-kit/generator/textarea-field';
import { ENHANCEMENT_MAX_LENGTH } from './meme-state';

/** Props of {@link AiEnhancement}. */
export interface AiEnhancementProps {
  enabled: boolean;
  onEnabled: (enabled: boolean) => void;
  description: string;
  onDescription: (value: string) => void;
  model: AiModelChoice;
  onModel: (model: AiModelChoice) => void;
  disabled?: boolean;
}

/**
 * The AI enhancement checkbox; when checked, the description of the restyle and the model. With
 * no description the plain overlay is drawn (docs/product.md#meme-generator), which the hint says.
 */
export function AiEnhancement({
  enabled,
  onEnabled,
  description,
  onDescription,
  model,
  onModel,
  disabled,
}: AiEnhancementProps) {
  const id = useId();
  const empty = description.trim() === '';
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-3.5">
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={enabled}
          disabled={disabled}
          onChange={(e) => onEnabled(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <span>
          <span className="block text-sm font-semibold text-slate-800">AI enhancement</span>
          <span className="block text-xs leading-5 text-slate-500">
            Let AI restyle the picture; your captions are still drawn exactly as you wrote them.
          </span>
        </span>
      </label>
      {enabled ? (
        <>
          <TextareaField
            label="Enhancement description"
            value={description}
            onChange={(e) => onDescription(e.target.value)}
            maxLength={ENHANCEMENT_MAX_LENGTH}
            placeholder="e.g. neon synthwave colours with a glowing grid, for [COMPANY]"
            hint={
              empty
                ? 'Without a description, Generate draws the plain text overlay.'
                : 'Sent with the picture; tokens are filled from your values.'
            }
            tokenMenu
            disabled={disabled}
            rows={3}
          />
          <ModelToggle
            value={model}
            onChange={onModel}
            disabled={disabled}
            hint="DALL-E 3 uses OpenAI's image editing model; Gemini AI keeps the layout closest."
          />
        </>
      ) : null}
    </div>
  );
}
