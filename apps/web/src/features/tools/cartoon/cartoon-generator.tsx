import { CARTOON_CUSTOM_MAX_LENGTH, CARTOON_THEME_GROUP, CARTOON_THEMES } from '@mergepix/core';
import { CircleAlert } from 'lucide-react';
import { useId, useRef } from 'react';
import { GenerationResult } from '@/components/tool-kit/generator/generation-result';
import { GeneratorActions } from '@/components/tool-kit/generator/generator-actions';
import { ModelToggle } from '@/components/tool-kit/generator/model-toggle';
import { CountBadge, Panel } from '@/components/tool-kit/generator/panel';
import { ReferenceUploader } from '@/components/tool-kit/generator/reference-uploader';
import type { GeneratorProps } from '@/components/tool-kit/generator/studio-tool-props';
import { TextareaField } from '@/components/tool-kit/generator/textarea-field';
import { childLevel, Heading } from '@/components/ui/heading';
import { CartoonOptionsPanel } from './cartoon-options';
import { ThemeGrid, ThemePreview } from './theme-grid';
import { useCartoonGenerator } from './use-cartoon-generator';

/** Busy text of the Generate button (docs/product.md#cartoon-generator). */
export const CARTOON_BUSY_LABEL = 'Generating Cartoon...';

/**
 * Props of {@link CartoonGenerator}: the config flags of docs/product.md#cartoon-generator, with every part
 * on by default.
 */
export interface CartoonGeneratorProps extends GeneratorProps {
  /** The panel with the selected style's preview and prompt, beside the result. */
  enablePreviewPanel?: boolean;
  /** The Surprise Me button. */
  enableSurpriseMeButton?: boolean;
  /** The reference photo uploader (without it the call carries no photo). */
  enableImageToImageUpload?: boolean;
  /** The styles in one scrolling row instead of the grid with "Show All 20 Styles". */
  groupCarousel?: boolean;
}

/**
 * The cartoon generator (docs/product.md#cartoon-generator): 20 themes, custom additions, model, photo,
 * options.
 */
export function CartoonGenerator({
  tokens,
  headingLevel = 3,
  enablePreviewPanel = true,
  enableSurpriseMeButton = true,
  enableImageToImageUpload = true,
  groupCarousel = false,
}: CartoonGeneratorProps) {
  const g = useCartoonGenerator(tokens, enableImageToImageUpload);
  const { state, request, busy } = g;
  const gridTitleId = useId();
  const errorId = useId();
  const resultRef = useRef<HTMLDivElement>(null);

  return (
    <div data-testid="cartoon-generator" className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        <Panel
          title={CARTOON_THEME_GROUP}
          titleId={gridTitleId}
          level={headingLevel}
          aside={<CountBadge>{CARTOON_THEMES.length} styles</CountBadge>}
        >
          <ThemeGrid
            selected={state.theme}
            expanded={state.expanded}
            onSelect={g.select}
            onToggleExpanded={g.toggleExpanded}
            carousel={groupCarousel}
            disabled={busy}
            labelledBy={gridTitleId}
          />
        </Panel>

        <Panel title="Customize Your Cartoon" level={headingLevel}>
          <div className="flex flex-col gap-5">
            <TextareaField
              label="Custom Additions"
              placeholder="e.g. wearing a party hat, holding a sign that says [COMPANY]"
              hint="Added to the style's prompt. With no style selected, this is the whole prompt."
              rows={3}
              tokenMenu
              maxLength={CARTOON_CUSTOM_MAX_LENGTH}
              value={state.custom}
              disabled={busy}
              aria-invalid={state.error ? true : undefined}
              aria-errormessage={state.error ? errorId : undefined}
              onChange={(event) => g.setCustom(event.target.value)}
            />
            <ModelToggle
              value={g.model}
              onChange={g.setModel}
              disabled={busy}
              hint="DALL-E 3 follows the style closely; Gemini AI keeps more of your photo."
            />
            {enableImageToImageUpload ? (
              <ReferenceUploader
                category="cartoon-style"
                value={g.reference}
                onChange={g.setReference}
                disabled={busy}
                label="Photo to cartoonize (optional)"
              />
            ) : null}
            <CartoonOptionsPanel
              options={state.options}
              onOption={g.setOption}
              caption={state.caption}
              onCaption={g.setCaption}
              disabled={busy}
            />
            {state.error ? (
              <p
                id={errorId}
                role="alert"
                data-testid="cartoon-error"
                className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {state.error}
              </p>
            ) : null}
            <GeneratorActions
              run={{ ...g, prompt: request.prompt, missing: request.missing }}
              onRandomize={enableSurpriseMeButton ? g.surprise : undefined}
              randomizeLabel="Surprise Me"
              generateLabel="Generate Cartoon"
              busyLabel={CARTOON_BUSY_LABEL}
              generateTestId="generate-cartoon"
              resultRef={resultRef}
            />
          </div>
        </Panel>
      </div>

      <div ref={resultRef} className="flex min-w-0 flex-col gap-6">
        <Panel title="Your Cartoon" level={headingLevel}>
          <GenerationResult
            state={g.generation}
            fileName={g.settings.downloadName}
            alt={request.theme ? `Your photo in the ${request.theme.label} style` : 'Your cartoon image'}
            emptyTitle="Your cartoon will appear here"
            emptyHint="Pick a style, add a photo if you like, then press Generate Cartoon. Each image takes 15-30 seconds with an AI model."
          />
        </Panel>
        {enablePreviewPanel ? (
          <Panel level={headingLevel}>
            <div data-testid="style-preview-panel" className="flex items-start gap-4">
              {request.theme ? (
                <>
                  <div className="w-24 shrink-0 overflow-hidden rounded-xl ring-1 ring-slate-200 sm:w-32">
                    <ThemePreview theme={request.theme} />
                  </div>
                  <div className="min-w-0">
                    <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                      Selected style
                    </p>
                    <Heading level={childLevel(headingLevel)} className="text-base font-bold text-slate-950">
                      {request.theme.label}
                    </Heading>
                    <p className="mt-1 text-sm leading-6 text-slate-600">{request.theme.prompt}</p>
                  </div>
                </>
              ) : (
                <p className="text-sm text-slate-600">
                  No style selected: your custom additions are sent as the whole prompt.
                </p>
              )}
            </div>
          </Panel>
        ) : null}
      </div>
    </div>
  );
}
