import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type FontDefinition, fontFiles } from '@mergepix/core';

// Where the font files of core's catalog are on this machine: each family's @fontsource package,
// a dependency of this workspace, so `npm ci` brings every file and nothing is fetched at run time.

import { fontFilesDir } from './files-dir.ts';

export { fontFilesDir };

/** One file of a font on disk: its family, subset file name and absolute path. */
export interface FontFile {
  readonly family: string;
  readonly file: string;
  readonly path: string;
}

/** Every file of `font` with its absolute path. */
export function fontFilePaths(font: FontDefinition): FontFile[] {
  const dir = fontFilesDir(font.id);
  return fontFiles(font).map((file) => ({ family: font.family, file, path: join(dir, file) }));
}

/** The files of `fonts` that are not on disk (a package missing or renamed), for start-up checks. */
export function missingFontFiles(fonts: readonly FontDefinition[]): string[] {
  return fonts.flatMap((font) => {
    try {
      return fontFilePaths(font)
        .filter((f) => !existsSync(f.path))
        .map((f) => f.file);
    } catch {
      return [`@fontsource/${font.id}`];
    }
  });
}
export * from './faces.ts';
