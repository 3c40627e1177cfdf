import { useTokenValues } from '@/lib/tokens/use-token-values';
import { useDocumentTitle } from '@/lib/use-document-title';
import { VideoHowItWorks, VideoPageHeader } from './page-copy';
import { VideoMaker } from './video-maker';

/** /features/image-to-video: the video maker on its own page, with the user's values. */
export default function ImageToVideoPage() {
  useDocumentTitle('Image to Video');
  const { values } = useTokenValues();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      <VideoPageHeader />
      <VideoMaker values={values} headingLevel={2} />
      <VideoHowItWorks />
    </div>
  );
}

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      <VideoPageHeader />
      <div className="min-h-[40rem]" />
    </div>
  );
}
