/**
 * Where the web app keeps each catalog entry's code. A generator is a feature folder named after
 * its catalog id under `features/tools/`; the three editors are features of their own, named after
 * what users see, and this map gives their catalog ids. A folder's `landing-page.tsx` (default
 * export) is the landing page and its `studio-tool.tsx` (default export) the tool the studio opens.
 */
export const EDITOR_FOLDERS: Readonly<Record<string, string>> = {
  'live-images': 'live-images',
  'gif-editor': 'gif',
  'video-maker': 'video',
};

/**
 * The catalog id a tool module belongs to, from its path as Vite's glob gives it: the name of its
 * folder under `features/tools/`, or the editor's id for an editor folder; '' for anything else.
 */
export function folderId(modulePath: string): string {
  const parts = modulePath.split('/');
  const folder = parts.at(-2) ?? '';
  if (parts.at(-3) === 'tools') return folder;
  return EDITOR_FOLDERS[folder] ?? '';
}
