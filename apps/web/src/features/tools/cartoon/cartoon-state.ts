import {
  CARTOON_CAPTION_MAX_LENGTH,
  CARTOON_THEMES,
  type CartoonOptions,
  type CartoonSurprise,
  type CartoonTheme,
  clipText,
  composeCartoonPrompt,
  DEFAULT_CARTOON_OPTIONS,
} from '@mergepix/core';
import type { GeneratorTokens } from '@/components/tool-kit/generator/generator-tokens';
import { fillTokens, missingTokens } from '@/components/tool-kit/generator/token-fill';

/** Error shown when there is nothing to send (docs/product.md#cartoon-generator). */
export const NO_PROMPT_ERROR = 'Please select a theme or enter a custom prompt.';

/** What the cartoon generator remembers. */
export interface CartoonState {
  /** Index into CARTOON_THEMES, or null when the user cleared the selection. */
  theme: number | null;
  /** Whether all 20 themes are shown (otherwise the first 8 and the selection). */
  expanded: boolean;
  custom: string;
  caption: string;
  options: CartoonOptions;
  /** Set when Generate found nothing to send; cleared by any change. */
  error: string | null;
}

/** What can happen to it. */
export type CartoonAction =
  | { type: 'select'; index: number }
  | { type: 'toggleExpanded' }
  | { type: 'setCustom'; text: string }
  | { type: 'setCaption'; text: string }
  | { type: 'setOption'; key: keyof CartoonOptions; value: string }
  | { type: 'surprise'; pick: CartoonSurprise }
  | { type: 'blocked'; error: string };

/** The first theme's prompt is preselected (docs/product.md#cartoon-generator). */
export const INITIAL_CARTOON_STATE: CartoonState = {
  theme: 0,
  expanded: false,
  custom: '',
  caption: '',
  options: DEFAULT_CARTOON_OPTIONS,
  error: null,
};

/** The next state. Choosing the selected theme again clears the selection. */
export function cartoonReducer(state: CartoonState, action: CartoonAction): CartoonState {
  switch (action.type) {
    case 'select':
      return { ...state, theme: state.theme === action.index ? null : action.index, error: null };
    case 'toggleExpanded':
      return { ...state, expanded: !state.expanded };
    case 'setCustom':
      return { ...state, custom: action.text, error: null };
    case 'setCaption':
      return { ...state, caption: action.text };
    case 'setOption':
      return { ...state, options: { ...state.options, [action.key]: action.value } };
    case 'surprise':
      return { ...state, theme: action.pick.themeIndex, custom: action.pick.touch, error: null };
    case 'blocked':
      return { ...state, error: action.error };
  }
}

/** What a state sends and shows: the filled prompt, the theme, the filled caption. */
export interface CartoonRequest {
  theme: CartoonTheme | undefined;
  prompt: string;
  caption: string;
  missing: string[];
}

/** The request a state makes, with tokens filled from `tokens`. */
export function cartoonRequest(state: CartoonState, tokens: GeneratorTokens | undefined): CartoonRequest {
  const theme = state.theme === null ? undefined : CARTOON_THEMES[state.theme];
  const custom = fillTokens(state.custom, tokens);
  const caption = fillTokens(state.caption, tokens);
  // A filled-in token can make the caption longer than the field allows; the server takes 80.
  const captionText = clipText(caption.text, CARTOON_CAPTION_MAX_LENGTH);
  const prompt = composeCartoonPrompt({
    theme,
    custom: custom.text,
    options: state.options,
    caption: captionText,
  });
  return { theme, prompt, caption: captionText, missing: missingTokens(custom, caption) };
}

/** The reference-image payload besides provider and reference (docs/product.md#server-functions). */
export function cartoonPayload(request: CartoonRequest, options: CartoonOptions) {
  return {
    imageType: 'cartoonStyle' as const,
    basePrompt: request.prompt,
    ...(request.theme ? { style: request.theme.label } : {}),
    options,
    ...(request.caption ? { caption: request.caption } : {}),
  };
}
