import { MARKETING_CLAIMS, PRICING } from '@mergepix/core';

/**
 * A question and its answer (docs/product.md#home-and-marketing-pages). `id` keys the accordion and the
 * element ids.
 */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

const [gemini, dalle, ideogram] = MARKETING_CLAIMS.aiModels;

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'ai-models',
    question: 'Which AI models does Mergepix use?',
    answer: `Mergepix works with three image models: ${gemini} from Google, ${dalle} from OpenAI and ${ideogram}, which is strong at legible text inside images. You can pick one per image or let Mergepix choose the best fit for the tool you are using.`,
  },
  {
    id: 'predecessor',
    question: 'Is Mergepix related to an earlier product?',
    answer:
      'Yes. Mergepix grew out of our earlier video-personalization product, the predecessor of this platform. Everything we learned about merge tags, fallbacks and rendering at open time now powers personalized AI images, action figures, memes and GIFs.',
  },
  {
    id: 'pricing',
    question: 'How much does it cost, and is there a free trial?',
    answer: `${PRICING.plan.name} is ${PRICING.copy.price}. ${PRICING.copy.annualSavings}. Every account starts with a ${PRICING.copy.trial}, and there is a ${PRICING.copy.moneyBack}. ${PRICING.copy.flexibility} Image-to-video is separate: ${PRICING.copy.video}`,
  },
  {
    id: 'tokens',
    question: 'What are personalization tokens?',
    answer: `Tokens are placeholders in square brackets, such as [FIRSTNAME] or [COMPANY], that are replaced with each customer's details when they view your content. There are ${MARKETING_CLAIMS.tokens.value} of them, they are case-insensitive, and each can have a fallback so nobody ever sees an empty greeting.`,
  },
  {
    id: 'email-gifs',
    question: 'Can I send personalized animated GIFs by e-mail?',
    answer:
      'Yes. The GIF editor exports e-mail-friendly animated GIFs, which play in almost every inbox, including those that block video. Add a first-name token and each recipient sees their own name move across the frames.',
  },
  {
    id: 'privacy',
    question: 'What happens to my customers’ data?',
    answer:
      'Token values are used only to render the images you ask for. AI provider keys stay on our servers and are never sent to the browser, and we never sell or share your contact data. Our Privacy Policy explains what we store and for how long.',
  },
  {
    id: 'design-skills',
    question: 'Do I need design skills?',
    answer: `No. Start from one of ${MARKETING_CLAIMS.videoTemplates.value} video or ${MARKETING_CLAIMS.imageTemplates.value} image templates, or describe what you want and let the AI draw it. ${MARKETING_CLAIMS.fonts.value} fonts and ${MARKETING_CLAIMS.cartoonStyles.value} cartoon styles are ready to use.`,
  },
  {
    id: 'commercial-use',
    question: 'Can I use the images commercially?',
    answer: `Yes. ${PRICING.copy.licensing}`,
  },
];
