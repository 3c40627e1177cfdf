import { readFile, stat } from 'node:fs/promises';
import { type FontFace, fontFaces, HOSTED_FONTS, hostedFont } from '@mergepix/fonts';
import { Hono } from 'hono';
import { errorResponse } from '../../middleware/errors.ts';
import type { AppEnv } from '../../types.ts';

/** Where the web app finds font files and their @font-face rules. */
export const FONT_FILES_PATH = '/font-files';
const CACHE = 'public, max-age=604800';

/** The @font-face rules of one hosted font: a rule per file, with the file's unicode range. */
export function fontFaceCss(faces: readonly FontFace[]): string {
  return faces
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";font-style:normal;font-weight:${f.weight};font-display:swap;` +
        `src:url(${FONT_FILES_PATH}/${f.file}) format("woff2");unicode-range:${f.unicodeRange}}`,
    )
    .join('\n');
}

/**
 * Serves the self-hosted fonts: `/font-files/faces/<id>.css` (the rules of one catalog font or
 * Noto fallback) and `/font-files/<file>.woff2`. Only files of hosted fonts are reachable.
 */
export function fontFilesRouter() {
  let byFile: Map<string, FontFace> | undefined;
  const files = () => {
    byFile ??= new Map(HOSTED_FONTS.flatMap((font) => fontFaces(font)).map((face) => [face.file, face]));
    return byFile;
  };
  const css = new Map<string, string>();
  const notFound = (what: string) => ({ error: `No font ${what}`, code: 'not_found' }) as const;

  return new Hono<AppEnv>()
    .get('/faces/:name', (c) => {
      const id = c.req.param('name').replace(/\.css$/, '');
      const font = c.req.param('name').endsWith('.css') ? hostedFont(id) : undefined;
      if (!font) return errorResponse(c, 404, notFound(`"${id}"`));
      const body = css.get(id) ?? fontFaceCss(fontFaces(font));
      css.set(id, body);
      c.header('Cache-Control', CACHE);
      return c.body(body, 200, { 'Content-Type': 'text/css; charset=utf-8' });
    })
    .get('/:file', async (c) => {
      const face = files().get(c.req.param('file'));
      if (!face) return errorResponse(c, 404, notFound(`file "${c.req.param('file')}"`));
      const info = await stat(face.path);
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      c.header('ETag', etag);
      c.header('Cache-Control', CACHE);
      if (c.req.header('if-none-match') === etag) return c.body(null, 304);
      const body = new Uint8Array(await readFile(face.path));
      return c.body(body, 200, { 'Content-Type': 'font/woff2' });
    });
}
