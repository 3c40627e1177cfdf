import { resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))
  .pipe(z.url().optional());

/** Every environment variable the server reads, with its default. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  GEMINI_API_KEY: optionalString,
  GEMINI_BASE_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  MAIL_FROM: z.string().default('Mergepix <no-reply@mergepix.local>'),
  MAILBOX_ENABLED: z.enum(['true', 'false', '1', '0']).optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

/** Validated server configuration. */
export type Env = z.output<typeof envSchema> & {
  dataDir: string;
  publicUrl: string;
  webDist: string;
  /** The development mailbox: on outside production unless MAILBOX_ENABLED says otherwise. */
  mailboxEnabled: boolean;
};

/** Parses an environment (process.env by default); throws a readable error listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const webDist = resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname);
  const mailboxEnabled = env.MAILBOX_ENABLED
    ? env.MAILBOX_ENABLED === 'true' || env.MAILBOX_ENABLED === '1'
    : env.NODE_ENV !== 'production';
  return { ...env, dataDir, publicUrl, webDist, mailboxEnabled };
}
