import type { ReactNode } from 'react';

/**
 * The frame of an editor's own page (/gif-editor, /features/image-to-video): its header, the
 * editor and what follows, in the site's column below the fixed header.
 */
export function EditorPage({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">{children}</div>;
}

/**
 * The first screen of an editor's page, as the build prerenders it (src/prerender/shells.tsx): the
 * header, and room where the editor arrives.
 */
export function EditorPageShell({ header }: { header: ReactNode }) {
  return (
    <EditorPage>
      {header}
      <div className="min-h-[40rem]" />
    </EditorPage>
  );
}
