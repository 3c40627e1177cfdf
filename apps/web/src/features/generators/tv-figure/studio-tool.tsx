import { CharacterGenerator } from '@/features/generators/character-panel/character-generator';
import type { StudioToolProps } from '@/features/generators/frame/studio-tool-props';

/** The tv figure generator as the studio opens it. */
export default function TvFigureTool({ tokens }: StudioToolProps) {
  return <CharacterGenerator set="tv" tokens={tokens} headingLevel={2} />;
}
