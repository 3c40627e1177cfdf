import { CharacterGenerator } from '@/features/generators/character-panel/character-generator';
import type { StudioToolProps } from '@/features/generators/frame/studio-tool-props';

/** The wrestling figure generator as the studio opens it. */
export default function WrestlingFigureTool({ tokens }: StudioToolProps) {
  return <CharacterGenerator set="wrestling" tokens={tokens} headingLevel={2} />;
}
