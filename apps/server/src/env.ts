import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { DEFAULT_WEB_DIST } from './paths.ts';

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

const flag = z.enum(['true', 'false', '1', '0']);
const count = (fallback: number, max = 1_000_000) =>
  z.coerce.number().int().min(0).max(max).default(fallback);

/**
 * Which reverse proxies to believe about the client's address.
 * - `none`: X-Forwarded-For is ignored; the peer address is the client.
 * - `hops`: that many proxies stand in front of the server; the client is the address the
 *   outermost trusted proxy saw (counted from the right of X-Forwarded-For).
 * - `cidrs`: peers in these ranges are proxies; the client is the rightmost address outside them.
 */
export type ProxyTrust =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'cidrs'; ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] };

/** TRUST_PROXY: false | true (one hop) | a hop count | comma-separated proxy addresses or CIDRs. */
const trustProxy = z
  .string()
  .default('false')
  .transform((raw, ctx): ProxyTrust => {
    const v = raw.trim().toLowerCase();
    if (v === '' || v === 'false' || v === '0') return { kind: 'none' };
    if (v === 'true') return { kind: 'hops', hops: 1 };
    if (/^\d+$/.test(v)) return { kind: 'hops', hops: Math.min(Number(v), 16) };
    const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
    for (const part of v
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      try {
        ranges.push(part.includes('/') ? ipaddr.parseCIDR(part) : ipaddr.parseCIDR(withPrefix(part)));
      } catch {
        ctx.addIssue({ code: 'custom', message: `"${part}" is not an IP address or CIDR range` });
        return z.NEVER;
      }
    }
    return { kind: 'cidrs', ranges };
  });

function withPrefix(address: string) {
  return `${address}/${ipaddr.parse(address).kind() === 'ipv4' ? 32 : 128}`;
}

/** Every environment variable the server reads, with its default. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback by default: only this machine can reach the server until HOST says otherwise. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
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
  MAILBOX_ENABLED: flag.optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxy,
  /** Open connections the server holds at once; more are refused until some close. */
  MAX_CONNECTIONS: count(1000).pipe(z.number().min(1, 'must be at least 1')),
  /** Days a signed-in user's generated images are kept; 0 keeps them until deleted. */
  GENERATION_RETENTION_DAYS: count(90, 36_500),
  /** Hours an anonymous caller's generated images are kept (at least 1). */
  ANONYMOUS_RETENTION_HOURS: count(24, 24 * 365).pipe(z.number().min(1, 'must be at least 1')),
  /** Generated images one account may keep at once; 0 means no limit. */
  GENERATION_QUOTA: count(1000),
  /** Megabytes of uploaded design pictures one account may keep stored; 0 means no limit. */
  DESIGN_UPLOAD_QUOTA_MB: count(1024, 1_048_576),
  /** Worker threads drawing live images; 0 draws on the main thread (default: one per CPU). */
  LIVE_RENDER_THREADS: count(availableParallelism(), 64),
  /** Megabytes of encoded live images kept in memory for repeated requests. */
  LIVE_CACHE_MB: count(64, 4096),
  /**
   * A live open is answered within this many milliseconds: with the recipient's own image when it
   * can be drawn in time, with the design's fallbacks otherwise (docs/live-images.md).
   */
  LIVE_DEADLINE_MS: count(2_000, 60_000).pipe(z.number().min(100, 'must be at least 100')),
  /** Who may read GET /metrics: anyone presenting this bearer token; unset, loopback clients only. */
  METRICS_TOKEN: optionalString,
  /**
   * How long a batch export's claim lasts without a progress write (every second) before another
   * instance may take the job over; at least 3 s so a busy instance never loses its own job.
   */
  BATCH_LEASE_MS: count(30_000, 600_000).pipe(z.number().min(3_000, 'must be at least 3000')),
  /** How often each instance looks for batch exports to run or take over. */
  BATCH_POLL_MS: count(5_000, 60_000).pipe(z.number().min(100, 'must be at least 100')),
  /**
   * On SIGTERM, how long readiness says 503 before the server stops accepting: for balancers that
   * only learn of a stop from their next readiness check (Kubernetes, cloud load balancers).
   */
  SHUTDOWN_DELAY_MS: count(0, 120_000),
  /** S3-compatible object storage: used instead of DATA_DIR/objects when S3_BUCKET is set. */
  S3_BUCKET: optionalString,
  /** The S3 endpoint (MinIO, R2, …); unset means AWS itself. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Access keys; both unset lets the AWS SDK find credentials itself (instance role, profile). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** `true` addresses objects as {endpoint}/{bucket}/{key} (MinIO and most local servers need it). */
  S3_FORCE_PATH_STYLE: flag.optional(),
  /** Redis (redis:// or rediss://): rate limits and live image open counts shared by every instance. */
  REDIS_URL: optionalUrl.refine(
    (v) => !v || /^rediss?:\/\//.test(v),
    'must start with redis:// or rediss://',
  ),
});

/** The S3 settings, when S3_BUCKET selects S3-compatible storage. */
export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

/** Who may read the development mailbox. */
export type MailboxAccess = 'off' | 'loopback' | 'everyone';

/** Validated server configuration. */
export type Env = z.output<typeof envSchema> & {
  dataDir: string;
  publicUrl: string;
  webDist: string;
  /**
   * The development mailbox. Unset MAILBOX_ENABLED: outside production and while the server
   * listens on loopback only, readable by loopback peers only. `true` opens it to every peer;
   * `false` turns it off.
   */
  mailbox: MailboxAccess;
  /** S3-compatible storage, or undefined for local files under DATA_DIR/objects. */
  s3?: S3Settings;
};

/** True for addresses only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost') return true;
  if (!ipaddr.isValid(h)) return false;
  let parsed = ipaddr.parse(h);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'loopback';
}

/** Parses an environment (process.env by default); throws a readable error listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const s3 = s3Settings(env);
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const webDist = resolve(env.WEB_DIST ?? DEFAULT_WEB_DIST);
  let mailbox: MailboxAccess;
  if (env.MAILBOX_ENABLED)
    mailbox = env.MAILBOX_ENABLED === 'true' || env.MAILBOX_ENABLED === '1' ? 'everyone' : 'off';
  else mailbox = env.NODE_ENV !== 'production' && isLoopbackHost(env.HOST) ? 'loopback' : 'off';
  return { ...env, dataDir, publicUrl, webDist, mailbox, ...(s3 ? { s3 } : {}) };
}

type ParsedEnv = z.output<typeof envSchema>;

/** S3 settings from S3_*: all or nothing, so a half-configured store fails at start, not at the first upload. */
function s3Settings(env: ParsedEnv): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  const problems: string[] = [];
  if (!bucket && (env.S3_ENDPOINT || accessKeyId || secretAccessKey || env.S3_FORCE_PATH_STYLE))
    problems.push('  S3_BUCKET: required when any other S3_ variable is set');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  if (bucket && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push(`  S3_BUCKET: "${bucket}" is not a valid bucket name`);
  if (problems.length) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  if (!bucket) return undefined;
  return {
    bucket,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    region: env.S3_REGION,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  };
}
