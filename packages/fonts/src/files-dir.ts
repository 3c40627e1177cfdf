import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The folder holding the files of the font with this @fontsource id. */
export function fontFilesDir(id: string): string {
  return join(dirname(require.resolve(`@fontsource/${id}/package.json`)), 'files');
}
