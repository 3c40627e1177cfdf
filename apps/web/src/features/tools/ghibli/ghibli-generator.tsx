import { generatorSettings } from '@mergepix/core';
import { Dices } from 'lucide-react';
import { useId, useRef } from 'react';
import { GenerationResult } from '@/components/tool-kit/generator/generation-result';
import { GeneratorActions } from '@/components/tool-kit/generator/generator-actions';
import { ModelAndReference } from '@/components/tool-kit/generator/model-toggle';
import { Panel } from '@/components/tool-kit/generator/panel';
import type { GeneratorProps } from '@/components/tool-kit/generator/studio-tool-props';
import { TextareaField } from '@/components/tool-kit/generator/textarea-field';
import { Button } from '@/components/ui/button';
import { InspirationPrompts } from './inspiration-prompts';
import { SceneOptions } from './scene-options';
import { useGhibliGenerator } from './use-ghibli-generator';

/** Props of {@link GhibliGenerator}. */
export type GhibliGeneratorProps = GeneratorProps;

/** Longest description; the composed prompt adds the options and the style to it. */
const DESCRIPTION_MAX_LENGTH = 1500;

const MODEL_HINT =
  'Gemini AI is the default for Ghibli scenes; DALL-E 3 gives a second take on the same prompt. Without an AI key, the offline engine paints the scene from your options.';

/**
 * The Ghibli generator (docs/product.md#ghibli-generator): a description with a random-scene button, the
 * model, a reference image, the advanced scene options and five inspiration prompts become one prompt for the
 * ghibli-image function, sent with the chosen options as typed details.
 */
export function GhibliGenerator({ tokens, headingLevel = 3 }: GhibliGeneratorProps) {
  const g = useGhibliGenerator(tokens);
  const { choices, busy } = g;
  const resultRef = useRef<HTMLDivElement>(null);
  const descriptionId = useId();
  const scene = [choices.sceneType, choices.timeOfDay].filter(Boolean).join(' at ').toLowerCase();

  return (
    <div data-testid="ghibli-generator" className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Panel title="Describe Your Scene" level={headingLevel}>
        <div className="flex flex-col gap-6">
          <TextareaField
            id={descriptionId}
            label="Scene description"
            value={choices.description}
            maxLength={DESCRIPTION_MAX_LENGTH}
            rows={4}
            tokenMenu
            disabled={busy}
            placeholder="A quiet village by the sea where [FIRSTNAME] waits for the morning train…"
            hint="The options below write their sentence here and rewrite it as they change; your own words are kept."
            onChange={(event) => g.setDescription(event.target.value)}
            labelAside={
              <Button
                variant="outline"
                size="sm"
                data-testid="random-scene"
                disabled={busy}
                onClick={g.randomize}
              >
                <Dices aria-hidden="true" className="size-4" />
                Random scene
              </Button>
            }
          />
          <SceneOptions choices={choices} onChange={g.update} disabled={busy} />
          <ModelAndReference
            run={g}
            modelHint={MODEL_HINT}
            category="ghibli-style"
            label="Reference photo (optional)"
          />
          <GeneratorActions
            run={g}
            generateLabel="Generate Ghibli Image"
            busyLabel="Creating Ghibli Magic..."
            generateTestId="generate-ghibli"
            resultRef={resultRef}
          />
        </div>
      </Panel>

      <div className="flex min-w-0 flex-col gap-6">
        <div ref={resultRef}>
          <Panel title="Your Ghibli Scene" level={headingLevel}>
            <GenerationResult
              state={g.generation}
              fileName={generatorSettings('ghibli').downloadName}
              alt={scene ? `Ghibli-style painting of a ${scene}` : 'Ghibli-style painting of your scene'}
              emptyTitle="Your scene will appear here"
              emptyHint="Describe a scene or pick options, then press Generate Ghibli Image."
            />
          </Panel>
        </div>
        <InspirationPrompts
          level={headingLevel}
          disabled={busy}
          onUse={(prompt) => {
            g.applyInspiration(prompt);
            // The description may be far above (phones): bring it into view with the new text.
            document.getElementById(descriptionId)?.focus();
          }}
        />
      </div>
    </div>
  );
}
