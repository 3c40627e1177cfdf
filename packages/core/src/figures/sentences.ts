// The canonical wording of the sentences the figure generators put into prompts
// (docs/product.md#character-figure-generators). The offline engine reads prose prompts with the same
// builders (apps/server/src/render/prompt-details.ts), so whatever the composers write can be read back.

/** "a, b and c" for a list of names. */
export function joinList(items: readonly string[]): string {
  const clean = items.map((i) => i.trim()).filter(Boolean);
  if (clean.length <= 1) return clean.join('');
  return `${clean.slice(0, -1).join(', ')} and ${clean.at(-1)}`;
}

/** "Additional accessories include: a, b and c." */
export const accessoriesSentence = (items: readonly string[]) =>
  `Additional accessories include: ${joinList(items)}.`;
/** "Remove these elements: a and b." */
export const removalsSentence = (items: readonly string[]) => `Remove these elements: ${joinList(items)}.`;
/** "The figure is posed in a {pose} position." */
export const poseSentence = (pose: string) => `The figure is posed in a ${pose.trim()} position.`;
/** "The packaging is {description}." */
export const packagingSentence = (description: string) =>
  `The packaging is ${description.trim().replace(/\.$/, '')}.`;
/**
 * The personalized name-tag sentence: `The name tag on the packaging reads "Ava".` The name is
 * kept exactly as given; double quotes inside it become single so the sentence stays parseable.
 */
export const nameTagSentence = (firstName: string) =>
  `The name tag on the packaging reads "${firstName.trim().replace(/"/g, "'")}".`;
/** The closing instruction of every character prompt (docs/product.md#character-figure-generators). */
export const CHARACTER_PROMPT_CLOSING =
  'Create this as a professional product photo of the action figure in its packaging, with studio lighting, high detail and authentic toy packaging.';
