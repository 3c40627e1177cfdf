import { findMemeTemplate, generatorSettings } from '@mergepix/core';
import { CircleAlert } from 'lucide-react';
import { useRef } from 'react';
import { GenerationResult } from '@/components/tool-kit/generator/generation-result';
import { GeneratorActions } from '@/components/tool-kit/generator/generator-actions';
import { CountBadge, Panel } from '@/components/tool-kit/generator/panel';
import { ReferenceUploader } from '@/components/tool-kit/generator/reference-uploader';
import type { GeneratorProps } from '@/components/tool-kit/generator/studio-tool-props';
import { AiEnhancement } from './ai-enhancement';
import { CaptionFields } from './caption-fields';
import { MemePreview } from './meme-preview';
import { describeMeme } from './meme-state';
import { TemplateGrid } from './template-grid';
import { TextStylePanel } from './text-style-panel';
import { useMemeGenerator } from './use-meme-generator';

/** Props of {@link MemeGenerator}. */
export type MemeGeneratorProps = GeneratorProps;

/**
 * The meme generator (docs/product.md#meme-generator): a template or the user's own image, top and bottom
 * text with tokens, Quick Text Templates, the caption style and optional AI enhancement, with a
 * live preview drawn by the renderer the server uses, and the result to download as meme.jpg. The
 * tokens are filled into the captions and the description.
 */
export function MemeGenerator({ tokens, headingLevel = 3 }: MemeGeneratorProps) {
  const meme = useMemeGenerator(tokens);
  const { form, run } = meme;
  const resultRef = useRef<HTMLDivElement>(null);
  const template = findMemeTemplate(form.templateId);
  const pictureName = template?.name ?? (form.upload ? 'Your image' : 'No picture');

  return (
    <div data-testid="meme-generator" className="flex flex-col gap-6">
      <Panel title="Choose a Template" level={headingLevel} aside={<CountBadge>{pictureName}</CountBadge>}>
        <div className="flex flex-col gap-5">
          <TemplateGrid value={form.templateId} onChange={meme.selectTemplate} />
          <ReferenceUploader
            category="meme-templates"
            value={form.upload}
            onChange={meme.setUpload}
            label="Or upload your own image"
          />
        </div>
      </Panel>

      {/* Phones: the preview sits right under the templates, above the captions it shows; wide
          screens: captions on the left, preview and result sticky on the right. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-2 lg:items-start">
        <Panel title="Captions and Style" level={headingLevel} className="order-2 lg:order-none">
          <div className="flex flex-col gap-6">
            <CaptionFields
              topText={form.topText}
              bottomText={form.bottomText}
              onTopText={meme.setTopText}
              onBottomText={meme.setBottomText}
              onQuickText={meme.applyQuickText}
            />
            <TextStylePanel style={form.style} onChange={meme.setStyle} />
            <AiEnhancement
              enabled={form.aiEnabled}
              onEnabled={meme.setAiEnabled}
              description={form.aiDescription}
              onDescription={meme.setAiDescription}
              model={run.model}
              onModel={run.setModel}
              disabled={run.busy}
            />
            <GeneratorActions
              run={{
                busy: run.busy,
                generate: () => void meme.generate(),
                tooLong: meme.blockedReason,
                announcement: run.announcement,
                prompt: describeMeme(form, meme.filled, run.model),
                missing: meme.filled.missing,
              }}
              generateLabel="Generate Meme"
              busyLabel="Generating Meme..."
              generateTestId="generate-meme"
              resultRef={resultRef}
            />
          </div>
        </Panel>

        <div className="contents lg:sticky lg:top-24 lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <Panel title="Live Preview" level={headingLevel} className="order-1 lg:order-none">
            <MemePreview
              image={meme.image}
              texts={meme.texts}
              style={form.style}
              fontsReady={meme.fontsReady}
              loadError={meme.loadError}
              emptyReason={meme.blockedReason}
            />
          </Panel>
          <Panel title="Your Meme" level={headingLevel} className="order-3 lg:order-none">
            <div ref={resultRef} className="flex flex-col gap-3">
              {meme.aiError ? (
                <div
                  role="alert"
                  data-testid="meme-ai-error"
                  className="flex gap-2.5 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm leading-5 text-red-800"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <p className="min-w-0 break-words">
                    {meme.aiError.replace(/([^.!?])$/, '$1.')} The plain text overlay is shown instead.
                  </p>
                </div>
              ) : null}
              <GenerationResult
                state={meme.shown}
                fileName={generatorSettings('meme').downloadName}
                alt={`${pictureName} meme: ${[meme.texts.topText, meme.texts.bottomText].filter(Boolean).join(' / ')}`}
                emptyTitle="Your meme will appear here"
                emptyHint="Pick a template, write the captions, then press Generate Meme."
              />
            </div>
          </Panel>
        </div>
      </div>
    </div>
  );
}
