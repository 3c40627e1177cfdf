import { CharacterGenerator } from '@/components/tool-kit/character-panel/character-generator';
import type { StudioToolProps } from '@/components/tool-kit/generator/studio-tool-props';

/** The wrestling figure generator as the studio opens it. */
export default function WrestlingFigureTool({ tokens }: StudioToolProps) {
  return <CharacterGenerator set="wrestling" tokens={tokens} headingLevel={2} />;
}
