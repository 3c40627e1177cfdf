/** One character of the retro/music/TV/wrestling sets (docs/product.md#character-figure-generators). */
export interface CharacterTemplate {
  /** Stable kebab-case id, unique within its set. */
  id: string;
  title: string;
  /** Opening sentence(s) of the prompt describing the figure. Contains the token [FIRSTNAME] nowhere. */
  basePrompt: string;
  /** Accessory names the user may add (4-6 each), e.g. "Laser Blaster". */
  additions: readonly string[];
  /** Elements the user may remove (2-4 each), e.g. "Helmet". */
  removals: readonly string[];
  /** Pose names (3-5 each), first is the default, phrased to fit "The figure is posed in a {pose} position." e.g. "heroic standing", "mid-kick". */
  poses: readonly string[];
  /** Packaging description phrased to fit "The packaging is {packaging}." e.g. "a bright red and yellow 1980s blister card with a starburst logo" (no trailing period). */
  packaging: string;
}

export type CharacterSetId = 'retro' | 'music' | 'tv' | 'wrestling';
