import { CharacterGenerator } from '@/components/tool-kit/character-panel/character-generator';
import type { StudioToolProps } from '@/components/tool-kit/generator/studio-tool-props';

/** The tv figure generator as the studio opens it. */
export default function TvFigureTool({ tokens }: StudioToolProps) {
  return <CharacterGenerator set="tv" tokens={tokens} headingLevel={2} />;
}
