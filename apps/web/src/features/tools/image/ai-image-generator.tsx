import { PROMPT_MAX_LENGTH } from '@mergepix/core';
import { useId, useRef } from 'react';
import { AspectRatioField } from '@/components/tool-kit/generator/aspect-ratio-field';
import { GenerationResult } from '@/components/tool-kit/generator/generation-result';
import { GeneratorActions } from '@/components/tool-kit/generator/generator-actions';
import { GeneratorColumns } from '@/components/tool-kit/generator/generator-columns';
import { ModelAndReference } from '@/components/tool-kit/generator/model-toggle';
import type { GeneratorProps } from '@/components/tool-kit/generator/studio-tool-props';
import { TextareaField } from '@/components/tool-kit/generator/textarea-field';
import { AI_IMAGE_STYLES, type AiImageStyle } from './ai-image-prompt';
import { PromptSuggestions } from './prompt-suggestions';
import { useAiImage } from './use-ai-image';

/** Props of {@link AiImageGenerator}. */
export type AiImageGeneratorProps = GeneratorProps;

/**
 * The AI image generator: a prompt with tokens, a style, prompt ideas from the
 * prompt-recommendations function, the shape, a model and an optional reference image.
 */
export function AiImageGenerator({ tokens, headingLevel = 3 }: AiImageGeneratorProps) {
  const ai = useAiImage(tokens);
  const { busy, generation } = ai;
  const resultRef = useRef<HTMLDivElement>(null);
  const styleId = useId();

  return (
    <GeneratorColumns
      testId="ai-image-generator"
      level={headingLevel}
      formTitle="Describe your image"
      resultTitle="Your image"
      resultRef={resultRef}
      form={
        <>
          <TextareaField
            label="Prompt"
            placeholder="A summer sale banner with [FIRSTNAME]'s name written in the sand"
            value={ai.text}
            maxLength={PROMPT_MAX_LENGTH - 100}
            onChange={(e) => ai.setText(e.target.value)}
            disabled={busy}
            tokenMenu
            hint="Tokens like [FIRSTNAME] and [COMPANY] are filled in with each customer's details before generating."
          />
          <PromptSuggestions
            state={ai.suggestions}
            onSuggest={ai.suggest}
            onApply={ai.applySuggestion}
            disabled={busy}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={styleId} className="text-sm font-semibold text-slate-800">
              Style
            </label>
            <select
              id={styleId}
              value={ai.style}
              disabled={busy}
              onChange={(e) => ai.setStyle(e.target.value as AiImageStyle)}
              className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900"
            >
              {AI_IMAGE_STYLES.map((style) => (
                <option key={style} value={style}>
                  {style || 'Any style (as the prompt says)'}
                </option>
              ))}
            </select>
          </div>
          <AspectRatioField value={ai.aspectRatio} onChange={ai.setAspectRatio} disabled={busy} />
          <ModelAndReference
            run={ai}
            modelHint="Gemini AI follows a reference image closely; DALL-E 3 is strong at bold, graphic scenes."
            category="general"
            label="Reference image (optional)"
          />
          <GeneratorActions
            run={ai}
            generateLabel="Generate Image"
            busyLabel="Generating..."
            generateTestId="generate-image"
            resultRef={resultRef}
          />
        </>
      }
      result={
        <GenerationResult
          state={generation}
          fileName={ai.settings.downloadName}
          alt={ai.prompt ? `Generated image: ${ai.prompt}` : 'Generated image'}
          emptyTitle="Your image will appear here"
          emptyHint="Write a prompt or pick an idea, then press Generate Image."
        />
      }
    />
  );
}
