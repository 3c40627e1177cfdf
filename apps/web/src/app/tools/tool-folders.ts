/**
 * Where the web app keeps each catalog entry's code. A generator is a feature folder named after
 * its catalog id under `features/tools/`; the three editors are features of their own, named after
 * what users see (`live-images/` is its id too), and this map gives the others' catalog ids. A
 * folder's `landing-page.tsx` (default export) is the landing page and its `studio-tool.tsx`
 * (default export) the tool the studio opens.
 */
export const EDITOR_FOLDERS: Readonly<Record<string, string>> = {
  'gif-editor': 'gif',
  'video-maker': 'video',
};

/**
 * The catalog id a tool module belongs to, from its path as Vite's glob gives it: its folder's
 * name, or an editor's id. The registry test holds every module found to a catalog id.
 */
export function folderId(modulePath: string): string {
  const folder = modulePath.split('/').at(-2) ?? '';
  return EDITOR_FOLDERS[folder] ?? folder;
}
