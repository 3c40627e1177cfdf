import { randomUUID } from 'node:crypto';
import { unstorableCharacter } from '@mergepix/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';

/** One e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for, e.g. 'password-reset'; the mailbox shows it. */
  kind: string;
}

/** Sends e-mail: over SMTP when configured, otherwise into the outbox table. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * The newest `limit` messages kept in the outbox, only those to `to` (any case) when given: what
 * the development mailbox shows.
 */
export async function outboxMessages(db: Db, to: string | undefined, limit: number) {
  const query = db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
  if (to !== undefined && unstorableCharacter(to)) return [];
  return to ? query.where(eq(outbox.to, to.toLowerCase())) : query;
}

/** Keeps messages in the database; the development mailbox shows them. */
export function outboxMailer(db: Db): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      await db.insert(outbox).values({ id: randomUUID(), ...message });
    },
  };
}

/** Sends through SMTP with nodemailer (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export async function smtpMailer(url: string, from: string, logger: Logger): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(url);
  return {
    transport: 'smtp',
    async send({ to, subject, text, html, kind }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      logger.info({ kind, messageId: info.messageId }, 'e-mail sent');
    },
  };
}

/** Escapes text for safe inclusion in an HTML e-mail body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
