import { EditorPage, EditorPageShell } from '@/components/tool-kit/landing/editor-page';
import { useTokenValues } from '@/lib/tokens/use-token-values';
import { useDocumentTitle } from '@/lib/use-document-title';
import { GifEditor } from './gif-editor';
import { GifPageHeader, HowToUse } from './page-copy';

/** /gif-editor: the Animated GIF Personalization Editor on its own page, with the user's values. */
export default function GifEditorPage() {
  useDocumentTitle('Animated GIF Personalization Editor');
  const { values } = useTokenValues();
  return (
    <EditorPage>
      <GifPageHeader />
      <GifEditor values={values} headingLevel={2} />
      <HowToUse />
    </EditorPage>
  );
}

/** The first screen, as the build prerenders it (src/prerender/shells.tsx). */
export function LandingShell() {
  return <EditorPageShell header={<GifPageHeader />} />;
}
