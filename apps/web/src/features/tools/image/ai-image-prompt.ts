import { isBlankValue } from '@mergepix/core';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';

/** Styles the AI image generator offers; the empty one leaves the style to the prompt. */
export const AI_IMAGE_STYLES = [
  '',
  'Photo',
  'Illustration',
  '3D render',
  'Watercolor',
  'Flat vector',
  'Neon',
] as const;

/** One of {@link AI_IMAGE_STYLES}. */
export type AiImageStyle = (typeof AI_IMAGE_STYLES)[number];

/** Said when Generate is pressed with an empty prompt. */
export const AI_IMAGE_EMPTY_PROMPT_ERROR = 'Please enter a prompt or pick one of the suggestions.';

/** The prompt sent: the user's words (tokens filled), then the style when one is chosen. */
export function composeAiImagePrompt(text: string, style: AiImageStyle): string {
  const words = text.trim().replace(/[\s.]+$/, '');
  if (!words) return '';
  return style && !words.toLowerCase().includes(style.toLowerCase())
    ? `${words}, in ${style.toLowerCase()} style.`
    : `${words}.`;
}

/**
 * The tokens to send for prompt suggestions: each token the user has a value for, mapped to its
 * own `[KEY]`. The server then writes personalized suggestions that keep the tokens, so applying
 * one keeps the image personal for every customer instead of baking in this user's name.
 */
export function suggestionTokens(tokens: GeneratorTokens | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tokens ?? {})) {
    if (!isBlankValue(value)) out[key] = `[${key}]`;
  }
  return out;
}

/** Up to five distinct, non-empty suggestions, trimmed. */
export function cleanSuggestions(list: readonly string[]): string[] {
  return [...new Set(list.map((s) => s.trim()).filter(Boolean))].slice(0, 5);
}
