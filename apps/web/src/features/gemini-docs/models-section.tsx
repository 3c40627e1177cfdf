import { C, DocSubheading } from '@/components/docs/doc-parts';
import { DocTable } from '@/components/docs/doc-table';
import { DocSection } from './doc-parts';

/** The `provider` values image functions accept, and where the server sends each (ADR 004). */
const PAYLOAD_ROWS = [
  [<C key="v">gemini</C>, 'Gemini', "The server's current Gemini image model"],
  [<C key="v">gemini2flash</C>, 'Gemini', 'The same model: the 2.0 image preview is shut down'],
  [<C key="v">imagen</C>, 'Gemini', 'The same model: the SDK serves Imagen only through Vertex AI'],
  [<C key="v">gpt-image-1</C>, 'OpenAI', 'gpt-image-1'],
  [<C key="v">openai</C>, 'OpenAI', 'dall-e-3'],
] as const;

/**
 * The models the guide cites (docs/product.md#gemini-and-api-guides), and what Mergepix actually does with
 * each.
 */
const CITED_ROWS = [
  [
    <C key="m">gemini-1.5-flash-latest</C>,
    'Fast, low-cost model for text and image understanding.',
    'Not called. Prompt ideas and the AI assistant use an OpenAI-compatible chat model when one is configured, otherwise Mergepix’s built-in offline answers.',
  ],
  [
    <C key="m">gemini-1.5-pro-vision-latest</C>,
    'Vision variant for describing and reasoning about images.',
    'Not called. Reference images go straight to the image model together with your prompt.',
  ],
  [
    <C key="m">gemini-1.5-pro-latest</C>,
    'Larger model for long prompts and complex reasoning.',
    'Not called. None of Mergepix’s tools needs a long-context text model.',
  ],
] as const;

export function ModelsSection() {
  return (
    <DocSection id="models">
      <DocSubheading>Image generation</DocSubheading>
      <p>
        Every image function (image-generation, action-figure, ghibli-image, reference-image, meme-generator
        and crazy-image) takes a <C>provider</C> value. All three Gemini values go to the Gemini image model
        the server currently uses; the <C>model</C> field of each answer names it exactly, so you never have
        to guess.
      </p>
      <DocTable
        caption="Provider values and the model each one uses"
        head={['Provider value', 'Sent to', 'Model']}
        rows={PAYLOAD_ROWS}
      />

      <DocSubheading>The Gemini 1.5 models</DocSubheading>
      <p>
        Earlier versions of this guide listed three Gemini 1.5 models. They read text and images but do not
        draw them, and Google has since retired the 1.5 family, so Mergepix does not call them. They are
        listed here so you know what the names meant.
      </p>
      <DocTable
        caption="Gemini 1.5 models cited by earlier guides"
        head={['Model', 'What it is', 'In Mergepix']}
        rows={CITED_ROWS}
      />
    </DocSection>
  );
}
