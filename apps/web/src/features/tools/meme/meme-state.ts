import {
  type AiModelChoice,
  findMemeTemplate,
  MEME_DEFAULT_TEXT_STYLE,
  MEME_PROVIDER,
  MEME_TEMPLATES,
  type MemeQuickText,
  type MemeTextStyleInput,
} from '@mergepix/core';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';
import { type FilledText, fillTokens, missingTokens } from '@/components/tool-kit/generator/token-fill';

/** docs/product.md#error-catalogue: Generate with no template and no own image. */
export const NO_TEMPLATE_ERROR = 'Please select a meme template or upload your own image.';
/** docs/product.md#error-catalogue: the template or the user's image did not load. */
export const TEMPLATE_LOAD_ERROR = 'Failed to load the meme template image. Please try another image.';
/** Longest caption the meme-generator function takes. */
export const CAPTION_MAX_LENGTH = 300;
/** Longest enhancement description the function takes. */
export const ENHANCEMENT_MAX_LENGTH = 1000;

/** Everything the meme generator's form holds. */
export interface MemeForm {
  /** The chosen built-in template; null when the user's own image is used or nothing is chosen. */
  templateId: string | null;
  /** The user's own image as a data URL. */
  upload: string | null;
  topText: string;
  bottomText: string;
  /**
   * "AI enhancement" checked; the AI path runs only with a description as well
   * (docs/product.md#meme-generator).
   */
  aiEnabled: boolean;
  aiDescription: string;
  style: MemeTextStyleInput;
}

/**
 * The form on load: the first template preselected (docs/product.md#meme-generator), sample captions, the
 * default style.
 */
export function initialMemeForm(): MemeForm {
  return {
    templateId: MEME_TEMPLATES[0].id,
    upload: null,
    topText: 'When [FIRSTNAME] opens the email',
    bottomText: 'And it already knows their name',
    aiEnabled: false,
    aiDescription: '',
    style: { ...MEME_DEFAULT_TEXT_STYLE },
  };
}

/** The picture the meme is drawn on: the user's image, else the chosen template; null for none. */
export function memeImageUrl(form: Pick<MemeForm, 'templateId' | 'upload'>): string | null {
  return form.upload ?? findMemeTemplate(form.templateId)?.url ?? null;
}

/** Choosing a template drops the user's own image. */
export function chooseTemplate(form: MemeForm, templateId: string): MemeForm {
  return { ...form, templateId, upload: null };
}

/** An uploaded image replaces the template; clearing it leaves no picture until one is chosen. */
export function setUpload(form: MemeForm, upload: string | null): MemeForm {
  return { ...form, upload, templateId: upload ? null : form.templateId };
}

/**
 * A Quick Text Template sets both captions and its colours, outline and case; the font and size
 * the user chose stay.
 */
export function applyQuickText(form: MemeForm, quick: MemeQuickText): MemeForm {
  const { fontFamily, fontSize } = form.style;
  return {
    ...form,
    topText: quick.topText,
    bottomText: quick.bottomText,
    style: { ...MEME_DEFAULT_TEXT_STYLE, fontFamily, fontSize, ...quick.style },
  };
}

/** True when Generate will call the AI: enhancement on and a description written. */
export function usesAi(form: Pick<MemeForm, 'aiEnabled' | 'aiDescription'>): boolean {
  return form.aiEnabled && form.aiDescription.trim() !== '';
}

/** The captions and description with the user's token values filled in. */
export interface FilledMeme {
  top: FilledText;
  bottom: FilledText;
  description: FilledText;
  /** Tokens used in any field without a value. */
  missing: string[];
}

/** Fills every text field's tokens from `tokens` (the preview and the call both use this). */
export function fillMeme(form: MemeForm, tokens: GeneratorTokens | undefined): FilledMeme {
  const top = fillTokens(form.topText, tokens);
  const bottom = fillTokens(form.bottomText, tokens);
  const description = fillTokens(usesAi(form) ? form.aiDescription : '', tokens);
  return { top, bottom, description, missing: missingTokens(top, bottom, description) };
}

/**
 * The provider value of the meme call: OpenAI's image model for openai (docs/product.md#meme-generator), else
 * gemini.
 */
export function memeProvider(model: AiModelChoice): string {
  return model === 'openai' ? MEME_PROVIDER : model;
}

/** The meme-generator payload (docs/product.md#server-functions) plus the caption style, tokens filled in. */
export function memePayload(
  filled: FilledMeme,
  style: MemeTextStyleInput,
  referenceImageUrl: string,
  model: AiModelChoice,
) {
  return {
    topText: filled.top.text,
    bottomText: filled.bottom.text,
    referenceImageUrl,
    additionalStyle: filled.description.text,
    provider: memeProvider(model),
    textStyle: style,
  };
}

/** What Generate will do, in words, for the preview under the button. */
export function describeMeme(form: MemeForm, filled: FilledMeme, model: AiModelChoice): string {
  const captions = `Top: "${filled.top.text}"\nBottom: "${filled.bottom.text}"`;
  if (!usesAi(form)) return `${captions}\nPlain text overlay, drawn in your browser.`;
  return `${captions}\nAI enhancement (${memeProvider(model)}): ${filled.description.text}`;
}
