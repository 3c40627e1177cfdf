import { EditorPage, EditorPageShell } from '@/components/tool-kit/landing/editor-page';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { useDocumentTitle } from '@/lib/use-document-title';
import { VideoHowItWorks, VideoPageHeader } from './page-copy';
import { VideoMaker } from './video-maker';

/** /features/image-to-video: the video maker on its own page, with the user's values. */
export default function ImageToVideoPage() {
  useDocumentTitle('Image to Video');
  const { values } = useTokenValues();
  return (
    <EditorPage>
      <VideoPageHeader />
      <VideoMaker values={values} headingLevel={2} />
      <VideoHowItWorks />
    </EditorPage>
  );
}

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <EditorPageShell header={<VideoPageHeader />} />;
}
