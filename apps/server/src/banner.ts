import type { Env } from './env.ts';
import { isLoopbackHost } from './env.ts';

/** What the start banner says about where the server listens and where e-mail goes. */
export function startBanner(env: Env, url: string, port: number, mailTransport: 'smtp' | 'outbox'): string {
  const lines = [`  Mergepix is running at ${url}`];
  lines.push(
    isLoopbackHost(env.HOST)
      ? `  Listening on ${env.HOST}:${port}: only this machine can connect (set HOST=0.0.0.0 to open it).`
      : `  Listening on ${env.HOST}:${port}: reachable from other machines.`,
  );
  const shared = [
    env.DATABASE_URL ? 'Postgres' : undefined,
    env.s3 ? `S3 bucket "${env.s3.bucket}"` : undefined,
    env.REDIS_URL ? 'Redis' : undefined,
  ].filter(Boolean);
  if (shared.length)
    lines.push(`  Shared with other instances: ${shared.join(', ')} (see docs/scale-out.md).`);
  if (mailTransport === 'smtp') {
    lines.push(`  E-mail is sent through SMTP (${new URL(env.SMTP_URL ?? 'smtp://unset').host}).`);
  } else if (env.mailbox === 'loopback') {
    lines.push(
      `  E-mail is not sent: it is kept for the dev mailbox at ${url}/dev/mailbox (this machine only).`,
    );
  } else if (env.mailbox === 'everyone') {
    lines.push(
      `  E-mail is not sent: it is kept for the dev mailbox at ${url}/dev/mailbox, which ANYONE who can reach`,
      '  this server may read (MAILBOX_ENABLED=true). Reset links there can take over accounts.',
    );
  } else {
    lines.push(
      '  E-mail is not sent: no SMTP_URL is set, so messages (password-reset links too) are only kept in the',
      "  database's outbox table. Set SMTP_URL to deliver them.",
    );
  }
  return `\n${lines.join('\n')}\n`;
}
