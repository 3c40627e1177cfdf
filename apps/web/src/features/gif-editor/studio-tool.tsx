import type { StudioToolProps } from '@/components/tool-kit/generator/studio-tool-props';
import { GifEditor } from './gif-editor';

/** The GIF editor as the studio opens it, with the user's token values. */
export default function GifStudioTool({ tokens = {} }: StudioToolProps) {
  return <GifEditor values={tokens} headingLevel={2} />;
}
