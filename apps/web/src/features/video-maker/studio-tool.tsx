import type { StudioToolProps } from '@/components/tool-kit/generator/studio-tool-props';
import { VideoMaker } from './video-maker';

/** Image to Video as the studio opens it, with the user's token values. */
export default function VideoStudioTool({ tokens = {} }: StudioToolProps) {
  return <VideoMaker values={tokens} headingLevel={3} />;
}
