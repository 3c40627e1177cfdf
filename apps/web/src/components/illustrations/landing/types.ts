/** Props every featured-character drawing takes. */
export interface CharacterArtProps {
  /** Alternative text; ignored when `decorative`. */
  label: string;
  /** Hide from assistive tech when the character is described next to the drawing. */
  decorative?: boolean;
  className?: string;
}
