import type { StudioToolProps } from '@/components/tool-kit/generator/studio-tool-props';
import { MemeGenerator } from './meme-generator';

/** The meme generator as the studio opens it, with the user's token values. */
export default function MemeTool({ tokens }: StudioToolProps) {
  return <MemeGenerator tokens={tokens} headingLevel={2} />;
}
