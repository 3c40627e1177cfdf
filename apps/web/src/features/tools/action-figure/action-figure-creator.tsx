import { generatorSettings } from '@mergepix/core';
import { useId, useRef } from 'react';
import { GenerationResult } from '@/components/tool-kit/generator/generation-result';
import { GeneratorActions } from '@/components/tool-kit/generator/generator-actions';
import { ModelAndReference } from '@/components/tool-kit/generator/model-toggle';
import { CountBadge, Panel } from '@/components/tool-kit/generator/panel';
import type { GeneratorProps } from '@/components/tool-kit/generator/studio-tool-props';
import { AccessoryPicker } from './accessory-picker';
import { CreatorFields } from './creator-fields';
import { StyleGrid } from './style-grid';
import { useActionFigureCreator } from './use-action-figure-creator';

/** Props of {@link ActionFigureCreator}. */
export type ActionFigureCreatorProps = GeneratorProps;

/**
 * The action figure creator (docs/product.md#action-figure-creator): a style, the person's name, company and
 * title, package colours, details and accessories become one prompt for the action-figure function.
 * Of the user's tokens, FIRSTNAME + LASTNAME prefill the name and COMPANY the company; a token
 * typed in any field is filled before the call. Without a name it asks for one.
 */
export function ActionFigureCreator({ tokens, headingLevel = 3 }: ActionFigureCreatorProps) {
  const creator = useActionFigureCreator(tokens);
  const { choices, update, template, generation } = creator;
  const stylesTitleId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const name = choices.name.trim();

  return (
    <div data-testid="action-figure-creator" className="flex flex-col gap-6">
      <Panel
        title="Choose Your Style"
        titleId={stylesTitleId}
        level={headingLevel}
        aside={<CountBadge>{template.name}</CountBadge>}
      >
        <StyleGrid
          selected={choices.templateId}
          onSelect={(templateId) => update({ templateId })}
          labelledBy={stylesTitleId}
        />
        <p className="mt-4 text-sm leading-6 text-slate-600">{template.description}</p>
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Panel title="Personalize Your Figure" level={headingLevel}>
          <div className="flex flex-col gap-6">
            <CreatorFields
              choices={choices}
              onChange={update}
              resolvedColors={creator.resolvedColors}
              nameError={creator.nameError}
            />
            <AccessoryPicker
              value={choices.accessories}
              onChange={(accessories) => update({ accessories })}
            />
            <ModelAndReference run={creator} category="general" label="Reference photo (optional)" />
            <GeneratorActions
              run={creator}
              onRandomize={creator.randomize}
              generateLabel="Create Action Figure"
              busyLabel="Creating Figure..."
              generateTestId="create-figure"
              resultRef={resultRef}
            />
          </div>
        </Panel>

        {/* Sticky beside the long form on wide screens, so the result stays in sight. */}
        <div ref={resultRef} className="min-w-0 lg:sticky lg:top-24">
          <Panel title="Your Action Figure" level={headingLevel}>
            <GenerationResult
              state={generation}
              fileName={generatorSettings('action-figure').downloadName}
              alt={name ? `${template.name} action figure of ${name}` : `${template.name} action figure`}
              emptyHint="Fill in the details, then press Create Action Figure."
            />
          </Panel>
        </div>
      </div>
    </div>
  );
}
