import { CharacterGenerator } from '@/features/generators/character-panel/character-generator';
import type { StudioToolProps } from '@/features/generators/frame/studio-tool-props';

/** The music figure generator as the studio opens it. */
export default function MusicFigureTool({ tokens }: StudioToolProps) {
  return <CharacterGenerator set="music" tokens={tokens} headingLevel={2} />;
}
