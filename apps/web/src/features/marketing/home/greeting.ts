/**
 * Name used when the visitor leaves the first-name field blank (docs/product.md#home-and-marketing-pages: "Hi
 * there!").
 */
export const GREETING_FALLBACK_NAME = 'there';

/** The name to greet: the trimmed first name, or "there" when it is blank or only whitespace. */
export function greetingName(firstName: string | null | undefined): string {
  const trimmed = (firstName ?? '').trim();
  return trimmed === '' ? GREETING_FALLBACK_NAME : trimmed;
}

/** The full greeting headline shown after the hero demo form is submitted. */
export function greetingText(firstName: string | null | undefined): string {
  return `Hi ${greetingName(firstName)}!`;
}
