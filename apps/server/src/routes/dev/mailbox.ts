import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { isLoopbackHost, type MailboxAccess } from '../../env.ts';
import { peerAddress } from '../../middleware/client-ip.ts';
import { errorResponse } from '../../middleware/errors.ts';
import { escapeHtml, outboxMessages } from '../../services/accounts/mailer.ts';
import type { AppEnv } from '../../types.ts';

const LIMIT = 50;

const MAILBOX_STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 4px}p.note{color:#475569;margin:0 0 20px}
article{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:14px 16px;margin:0 0 12px}
article header{display:flex;flex-direction:column;gap:2px;margin-bottom:8px}
article header span{color:#64748b;font-size:13px}
pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,monospace;margin:0}
a{color:#6d28d9}
`;

/** The page's CSP: its one `<style>` by hash, the favicon, nothing else (decision 025). */
export const MAILBOX_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(MAILBOX_STYLE).digest('base64')}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * A request from this machine itself: a loopback peer that did not come through a proxy (a
 * proxy on the same machine would make every visitor look local).
 */
export function isLocalRequest(c: Context): boolean {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip')) return false;
  return isLoopbackHost(peerAddress(c));
}

/**
 * /dev/mailbox: the e-mail the server would have sent, for running without SMTP. It shows
 * every recipient's mail (password-reset links included), so by default only this machine may
 * read it; to anyone else it does not exist. `everyone` is MAILBOX_ENABLED=true's explicit choice.
 */
export function mailboxRouter(db: Db, access: Exclude<MailboxAccess, 'off'>) {
  const router = new Hono<AppEnv>();

  router.use('*', async (c, next) => {
    if (access === 'loopback' && !isLocalRequest(c))
      return errorResponse(c, 404, { error: `No API at ${c.req.method} ${c.req.path}`, code: 'not_found' });
    await next();
  });

  const messages = (to: string | undefined) => outboxMessages(db, to, LIMIT);

  router.get('/messages', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: await messages(c.req.query('to')) });
  });

  router.get('/', async (c) => {
    const rows = await messages(c.req.query('to'));
    const items = rows
      .map(
        (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC · ${escapeHtml(m.kind)}</span></header>
  <pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', MAILBOX_CSP);
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · Mergepix</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${MAILBOX_STYLE}</style></head>
<body><main>
<h1>Dev mailbox</h1>
<p class="note">No SMTP server is configured, so e-mail is kept here instead of being sent. Newest first, last ${LIMIT}.</p>
${items || '<p>No messages yet. Request a password reset to see one here.</p>'}
</main></body></html>`);
  });

  return router;
}
