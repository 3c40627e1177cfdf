import { useTokenValues } from '@/lib/tokens/use-token-values';
import { useDocumentTitle } from '@/lib/use-document-title';
import { GifEditor } from './gif-editor';
import { GifPageHeader, HowToUse } from './page-copy';

/** /gif-editor: the Animated GIF Personalization Editor on its own page, with the user's values. */
export default function GifEditorPage() {
  useDocumentTitle('Animated GIF Personalization Editor');
  const { values } = useTokenValues();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      <GifPageHeader />
      <GifEditor values={values} headingLevel={2} />
      <HowToUse />
    </div>
  );
}

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      <GifPageHeader />
      <div className="min-h-[40rem]" />
    </div>
  );
}
