import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DesignFormat } from '@mergepix/core';
import type { ProxyTrust } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { normalizeIp, resolveClientIp } from '../../middleware/client-ip.ts';
import type { LiveImages } from '../../services/live/live-images.ts';
import { mailProxy } from '../../services/live/mail-proxies.ts';
import { LIVE_IMAGE_FILE, LIVE_IMAGES_PATH } from './live-images.ts';

// The shortest path for opens: GET /i/{publicId}.{ext} answered straight from Node's request,
// before the web framework builds a Request and a Response for it. Opens come by the thousand
// during a send and most are answered from memory, where that framework work was most of the
// cost (docs/live-images.md). Anything this path does not recognise goes on to the app, whose
// /i/ router gives the same answers.

const PREFIX = `${LIVE_IMAGES_PATH}/`;

/** A request listener that answers live image opens and returns false for everything else. */
export function liveFastPath(live: LiveImages, trust: ProxyTrust, logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '';
    if (!url.startsWith(PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const q = url.indexOf('?');
    const match = LIVE_IMAGE_FILE.exec(url.slice(PREFIX.length, q < 0 ? undefined : q));
    if (!match) return false;
    const ext = (match[2] ?? 'jpg').toLowerCase();
    const format: DesignFormat = ext === 'jpeg' ? 'jpg' : (ext as DesignFormat);
    const forwarded = req.headers['x-forwarded-for'];
    const peer = normalizeIp(req.socket.remoteAddress ?? '') || 'unknown';
    const client = resolveClientIp(peer, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, trust);
    live
      .answer({
        publicId: match[1] ?? '',
        format,
        search: q < 0 ? '' : url.slice(q + 1),
        ifNoneMatch: req.headers['if-none-match'],
        proxy: mailProxy(req.headers['user-agent'], client),
        client,
      })
      .then(
        (answer) => {
          const body = answer.status === 304 ? null : answer.body;
          res.writeHead(answer.status, { ...answer.headers, 'Content-Length': body?.byteLength ?? 0 });
          res.end(req.method === 'HEAD' || !body ? undefined : body);
        },
        (err: unknown) => {
          logger.error({ err, url }, 'live image open failed');
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end('{"error":"The image could not be answered.","code":"internal"}');
        },
      );
    return true;
  };
}
