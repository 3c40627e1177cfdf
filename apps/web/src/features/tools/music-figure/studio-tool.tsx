import { CharacterGenerator } from '@/components/tool-kit/character-panel/character-generator';
import type { StudioToolProps } from '@/components/tool-kit/generator/studio-tool-props';

/** The music figure generator as the studio opens it. */
export default function MusicFigureTool({ tokens }: StudioToolProps) {
  return <CharacterGenerator set="music" tokens={tokens} headingLevel={2} />;
}
