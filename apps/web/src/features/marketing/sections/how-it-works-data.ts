import { MARKETING_CLAIMS } from '@mergepix/core';

/** One step of "how it works" (docs/product.md#home-and-marketing-pages: id, title, description, example). */
export interface Step {
  id: string;
  title: string;
  description: string;
  /** A concrete instance of the step; `[TOKENS]` in it are highlighted. */
  example: string;
}

export const STEPS: readonly Step[] = [
  {
    id: 'pick-a-tool',
    title: 'Pick a creative tool',
    description:
      'Start from an AI image, an action figure, a Ghibli-style scene, a cartoon, a meme or an animated GIF.',
    example: 'Action figure · Retro pack',
  },
  {
    id: 'add-tokens',
    title: 'Drop in personalization tokens',
    description: `Type ${MARKETING_CLAIMS.tokens.value} tokens such as a first name or company straight into the prompt or caption.`,
    example: 'Happy birthday, [FIRSTNAME]!',
  },
  {
    id: 'generate',
    title: 'Generate with the right AI model',
    description: `Choose ${MARKETING_CLAIMS.aiModels.join(', ')} — or let Mergepix pick — and preview the result with sample data.`,
    example: `Model: ${MARKETING_CLAIMS.aiModels[0]} · 1:1`,
  },
  {
    id: 'send',
    title: 'Send one link, get a thousand images',
    description:
      'Paste the image into your e-mail, CRM or ad. Every recipient sees their own name the moment they open it.',
    example: 'Hi Maya! · Hi Leo! · Hi Priya!',
  },
];
