import type { CharacterSetId } from '@mergepix/core';
import { useId, useRef } from 'react';
import { CUSTOM_TEXT_MAX_LENGTH } from '@/components/tool-kit/generator/figure-details';
import { GenerationResult } from '@/components/tool-kit/generator/generation-result';
import { GeneratorActions } from '@/components/tool-kit/generator/generator-actions';
import { ModelAndReference } from '@/components/tool-kit/generator/model-toggle';
import { CountBadge, Panel } from '@/components/tool-kit/generator/panel';
import type { GeneratorProps } from '@/components/tool-kit/generator/studio-tool-props';
import { TextareaField } from '@/components/tool-kit/generator/textarea-field';
import { childLevel } from '@/components/ui/heading';
import { AdvancedOptions } from './advanced-options';
import { CharacterGrid } from './character-grid';
import { characterCountLabel } from './character-sets-config';
import { CharacterSummary } from './character-summary';
import { useCharacterPanel } from './use-character-panel';

/** Props of {@link CharacterGenerator}. */
export interface CharacterGeneratorProps extends GeneratorProps {
  set: CharacterSetId;
}

/**
 * The shared retro / music star / TV show / wrestling action figure generator
 * (docs/product.md#character-figure-generators). Keyed by set, so switching sets starts from that set's first
 * character and defaults. Of the tokens, only FIRSTNAME reaches the prompt.
 */
export function CharacterGenerator(props: CharacterGeneratorProps) {
  return <CharacterPanel key={props.set} {...props} />;
}

function CharacterPanel({ set, tokens, headingLevel = 3 }: CharacterGeneratorProps) {
  const panel = useCharacterPanel(set, tokens);
  const { config, character, state, dispatch, generation } = panel;
  const gridTitleId = useId();
  const resultRef = useRef<HTMLDivElement>(null);

  return (
    <div
      data-testid="character-generator"
      data-set={set}
      className="grid gap-6 lg:grid-cols-2 lg:items-start"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <Panel
          title={config.gridHeading}
          titleId={gridTitleId}
          level={headingLevel}
          aside={<CountBadge>{characterCountLabel(set)}</CountBadge>}
        >
          <CharacterGrid
            characters={panel.characters}
            selected={state.index}
            expanded={state.expanded}
            onSelect={(index) => dispatch({ type: 'select', index })}
            onToggleExpanded={() => dispatch({ type: 'toggleExpanded' })}
            showAllLabel={config.showAllLabel}
            showLessLabel={config.showLessLabel}
            labelledBy={gridTitleId}
          />
        </Panel>

        <Panel title="Customize Your Figure" level={headingLevel}>
          <div className="flex flex-col gap-5">
            <TextareaField
              label="Custom additions"
              placeholder="e.g. a glittering cape, neon sneakers, holding a golden trophy"
              hint="Added to the prompt as written."
              rows={3}
              maxLength={CUSTOM_TEXT_MAX_LENGTH}
              value={state.choices.customText}
              onChange={(event) => dispatch({ type: 'setCustomText', text: event.target.value })}
            />
            <ModelAndReference
              run={panel}
              category={config.referenceCategory}
              label="Reference photo (optional)"
            />
            <AdvancedOptions
              character={character}
              choices={state.choices}
              onToggleAccessory={(item) => dispatch({ type: 'toggleAccessory', item })}
              onToggleRemoval={(item) => dispatch({ type: 'toggleRemoval', item })}
              onPose={(pose) => dispatch({ type: 'setPose', pose })}
            />
            <GeneratorActions
              run={panel}
              onRandomize={panel.randomize}
              generateLabel="Generate Figure"
              busyLabel="Generating..."
              generateTestId="generate-figure"
              resultRef={resultRef}
            />
          </div>
        </Panel>
      </div>

      <div ref={resultRef} className="flex min-w-0 flex-col gap-6">
        <Panel title="Your Action Figure" level={headingLevel}>
          <GenerationResult
            state={generation}
            fileName={config.fileName}
            alt={config.resultAlt}
            emptyHint="Pick a character, then press Generate Figure."
          />
        </Panel>
        <Panel level={headingLevel}>
          <CharacterSummary
            config={config}
            character={character}
            choices={state.choices}
            level={childLevel(headingLevel)}
          />
        </Panel>
      </div>
    </div>
  );
}
