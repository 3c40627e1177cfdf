import type { StudioToolProps } from '@/components/tool-kit/generator/studio-tool-props';
import { AiImageGenerator } from './ai-image-generator';

/** The AI image generator as the studio opens it. */
export default function AiImageTool({ tokens }: StudioToolProps) {
  return <AiImageGenerator tokens={tokens} headingLevel={2} />;
}
