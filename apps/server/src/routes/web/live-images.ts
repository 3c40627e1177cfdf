import type { DesignFormat } from '@mergepix/core';
import { type Context, Hono } from 'hono';
import type { ProxyTrust } from '../../env.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { neutralImage } from '../../render/live/neutral-image.ts';
import { liveHeaders } from '../../services/live/live-answer.ts';
import type { LiveImages } from '../../services/live/live-images.ts';
import { mailProxy } from '../../services/live/mail-proxies.ts';
import type { AppEnv } from '../../types.ts';

/** Where published live images are served. */
export const LIVE_IMAGES_PATH = '/i';

/** A live image's file name: its public id and format. */
export const LIVE_IMAGE_FILE = /^([A-Za-z0-9_-]{8,64})\.(jpg|jpeg|png|webp|gif)$/i;

const FORMAT_OF_EXTENSION: Readonly<Record<string, DesignFormat>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
};

/**
 * The format a path asks for by its last extension (`/i/x/bad..name.webp` → webp), whatever the
 * rest of it is; PNG when it names none we serve (docs/live-images.md).
 */
export function requestedFormat(path: string): DesignFormat {
  const dot = path.lastIndexOf('.');
  const ext = dot < 0 ? '' : path.slice(dot + 1).toLowerCase();
  return Object.hasOwn(FORMAT_OF_EXTENSION, ext) ? (FORMAT_OF_EXTENSION[ext] ?? 'png') : 'png';
}

/** A malformed name's 404: the one-pixel image of the type it asks for, as an unknown id's. */
const notFound = (c: Context) => {
  const format = requestedFormat(c.req.path);
  return c.body(
    neutralImage(format) as Uint8Array<ArrayBuffer>,
    404,
    liveHeaders(format, 'public, max-age=60'),
  );
};

/** GET /i/{publicId}.{jpg|png|webp|gif}?firstname=…: one recipient's image; always an image. */
export function liveImagesRouter(live: LiveImages, trust: ProxyTrust) {
  const router = new Hono<AppEnv>();
  router.get('/:file', async (c) => {
    const match = LIVE_IMAGE_FILE.exec(c.req.param('file'));
    if (!match) return notFound(c);
    const ext = (match[2] ?? 'jpg').toLowerCase();
    const format: DesignFormat = ext === 'jpeg' ? 'jpg' : (ext as DesignFormat);
    const url = c.req.url;
    const q = url.indexOf('?');
    const client = clientIp(c, trust);
    const answer = await live.answer({
      publicId: match[1] ?? '',
      format,
      search: q < 0 ? '' : url.slice(q + 1),
      ifNoneMatch: c.req.header('if-none-match'),
      proxy: mailProxy(c.req.header('user-agent'), client),
      client,
    });
    if (answer.status === 304 || !answer.body) return c.body(null, 304, answer.headers);
    return c.body(answer.body as Uint8Array<ArrayBuffer>, answer.status, answer.headers);
  });
  router.all('*', notFound);
  return router;
}
