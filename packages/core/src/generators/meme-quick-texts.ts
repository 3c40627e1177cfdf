import type { MemeTextStyleInput } from '../api/meme-style.ts';

/** A Quick Text Template: captions with tokens and the text style that goes with them. */
export interface MemeQuickText {
  id: 'success' | 'birthday' | 'welcome' | 'motivational';
  label: string;
  topText: string;
  bottomText: string;
  /**
   * The style the template sets; anything missing returns to the defaults (docs/product.md#meme-generator).
   */
  style: Partial<MemeTextStyleInput>;
}

/**
 * The Quick Text Templates (docs/product.md#meme-generator). Birthday is yellow with a red outline of 3;
 * the others are ours, each with its own look, and every one greets the reader by name.
 */
export const MEME_QUICK_TEXTS: readonly MemeQuickText[] = [
  {
    id: 'success',
    label: 'Success',
    topText: 'When [FIRSTNAME] closes the deal',
    bottomText: 'Before the coffee gets cold',
    style: { color: '#FFFFFF', strokeColor: '#14532D', strokeWidth: 2.5 },
  },
  {
    id: 'birthday',
    label: 'Birthday',
    topText: 'Happy birthday, [FIRSTNAME]!',
    bottomText: 'Another year more legendary',
    style: { color: '#FFFF00', strokeColor: '#FF0000', strokeWidth: 3 },
  },
  {
    id: 'welcome',
    label: 'Welcome',
    topText: 'Welcome aboard, [FIRSTNAME]',
    bottomText: '[COMPANY] just got better',
    style: { color: '#FFFFFF', strokeColor: '#1E3A8A', strokeWidth: 2, textCase: 'capitalize' },
  },
  {
    id: 'motivational',
    label: 'Motivational',
    topText: 'You got this, [FIRSTNAME]',
    bottomText: 'One small step at a time',
    style: { color: '#FDE68A', strokeColor: '#000000', strokeWidth: 2, textCase: 'upper' },
  },
];
