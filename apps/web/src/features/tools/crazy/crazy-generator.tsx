import { CRAZY_CAPTION_MAX_LENGTH, PROMPT_MAX_LENGTH } from '@mergepix/core';
import { Dices } from 'lucide-react';
import { useRef } from 'react';
import { TokenInput } from '@/components/tokens/token-insert-menu';
import { AspectRatioField } from '@/components/tool-kit/generator/aspect-ratio-field';
import { GenerationResult } from '@/components/tool-kit/generator/generation-result';
import { GeneratorActions } from '@/components/tool-kit/generator/generator-actions';
import { GeneratorColumns } from '@/components/tool-kit/generator/generator-columns';
import { IdeaList } from '@/components/tool-kit/generator/idea-list';
import { ModelAndReference } from '@/components/tool-kit/generator/model-toggle';
import type { GeneratorProps } from '@/components/tool-kit/generator/studio-tool-props';
import { TextareaField } from '@/components/tool-kit/generator/textarea-field';
import { Button } from '@/components/ui/button';
import { childLevel } from '@/components/ui/heading';
import { inputClass } from '@/components/ui/text-field';
import { CRAZY_IDEAS } from './crazy-prompt';
import { IntensityField } from './intensity-field';
import { useCrazyGenerator } from './use-crazy-generator';

/** Props of {@link CrazyGenerator}. */
export type CrazyGeneratorProps = GeneratorProps;

/**
 * The crazy image generator: a prompt (with tokens), an intensity from mild to unhinged, a big
 * caption, the shape, a model and an optional reference photo mirrored into the madness.
 */
export function CrazyGenerator({ tokens, headingLevel = 3 }: CrazyGeneratorProps) {
  const crazy = useCrazyGenerator(tokens);
  const { busy, generation } = crazy;
  const resultRef = useRef<HTMLDivElement>(null);

  return (
    <GeneratorColumns
      testId="crazy-generator"
      level={headingLevel}
      formTitle="Describe the madness"
      resultTitle="Your crazy image"
      resultRef={resultRef}
      form={
        <>
          <TextareaField
            label="Your prompt"
            placeholder="A flamingo conducting an orchestra of toasters on the moon"
            value={crazy.text}
            maxLength={PROMPT_MAX_LENGTH - 200}
            onChange={(e) => crazy.setText(e.target.value)}
            disabled={busy}
            tokenMenu
            hint="Tokens like [FIRSTNAME] are filled in with each customer's details before generating."
            labelAside={
              <Button
                variant="ghost"
                size="sm"
                onClick={crazy.surprise}
                disabled={busy}
                data-testid="surprise"
              >
                <Dices aria-hidden="true" className="size-4" />
                Surprise me
              </Button>
            }
          />
          <IdeaList
            title="Wild ideas to start from"
            ideas={CRAZY_IDEAS}
            onUse={crazy.applyIdea}
            disabled={busy}
            level={childLevel(headingLevel)}
          />
          <IntensityField value={crazy.intensity} onChange={crazy.setIntensity} disabled={busy} />
          <div className="flex flex-col gap-1.5">
            <TokenInput
              label="Big caption (optional)"
              labelClassName="text-sm font-semibold text-slate-800"
              className={inputClass}
              value={crazy.caption}
              maxLength={CRAZY_CAPTION_MAX_LENGTH}
              disabled={busy}
              onChange={(e) => crazy.setCaption(e.target.value)}
            />
            <p className="text-xs text-slate-500">
              Painted across the picture
              {crazy.captionText ? `: “${crazy.captionText}”` : '. Leave it empty for none.'}
            </p>
          </div>
          <AspectRatioField value={crazy.aspectRatio} onChange={crazy.setAspectRatio} disabled={busy} />
          <ModelAndReference
            run={crazy}
            modelHint="Offline, the Mergepix engine mirrors your photo or bold shapes into a kaleidoscope."
            category="general"
            label="Photo to twist (optional)"
          />
          <GeneratorActions
            run={crazy}
            generateLabel="Generate Crazy Image"
            busyLabel="Generating..."
            generateTestId="generate-crazy"
            resultRef={resultRef}
          />
        </>
      }
      result={
        <GenerationResult
          state={generation}
          fileName={crazy.settings.downloadName}
          alt={crazy.prompt ? `Crazy image: ${crazy.prompt}` : 'Crazy image'}
          emptyTitle="Your crazy image will appear here"
          emptyHint="Write a prompt or use an idea, set the intensity, then press Generate Crazy Image."
        />
      }
    />
  );
}
