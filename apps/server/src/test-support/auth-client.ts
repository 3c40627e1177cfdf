import { createHmac } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { TEST_ORIGIN } from './app.ts';

let clients = 0;

/** A fresh address in the benchmarking range 198.18.0.0/15, one per client unless given. */
function nextTestIp(): string {
  clients++;
  return `198.${18 + (Math.floor(clients / 62500) % 2)}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

/** A browser stand-in: keeps cookies between requests and sends our Origin. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: App,
    /** The peer address; each client is a different person on its own address by default. */
    readonly ip = nextTestIp(),
  ) {}

  async request(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { Origin: TEST_ORIGIN, ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.Cookie = cookie;
    const res = await this.app.request(
      path,
      {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: jsonBody(init.body),
      },
      // What @hono/node-server's getConnInfo reads for the peer address.
      { incoming: { socket: { remoteAddress: this.ip, remotePort: 4000, remoteFamily: 'IPv4' } } },
    );
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  post(path: string, body: unknown, headers?: Record<string, string>) {
    return this.request(path, { method: 'POST', body, headers });
  }

  signUp(email: string, password: string, name = 'Test User') {
    return this.post('/auth/v1/sign-up/email', { email, password, name });
  }

  signIn(email: string, password: string, headers?: Record<string, string>) {
    return this.post('/auth/v1/sign-in/email', { email, password }, headers);
  }

  /** The session cookie value (signed token), if signed in. */
  sessionCookie(): string | undefined {
    return [...this.cookies].find(([k]) => k.endsWith('session_token'))?.[1];
  }
}

function jsonBody(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/**
 * A maker of clients that each come from a new address (`prefix`.1 to .200, in turn): calls made
 * through them stay clear of the anonymous call budget.
 */
export function anonymousClients(prefix: string): (app: App) => TestClient {
  let n = 0;
  return (app) => new TestClient(app, `${prefix}.${(n++ % 200) + 1}`);
}

/** Signs up and signs in a fresh user; returns the signed-in client. */
export async function signedInUser(
  app: App,
  email: string,
  password = 'correct horse battery staple',
  ip?: string,
) {
  const client = new TestClient(app, ip);
  const up = await client.signUp(email, password);
  if (up.status !== 200) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  const res = await client.signIn(email, password);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return client;
}

/** Messages in the outbox for an address, newest first. */
export function mailTo(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
}

/** The reset token from the newest reset e-mail to `to`. */
export async function resetTokenFor(db: Db, to: string): Promise<string> {
  const [mail] = await mailTo(db, to);
  const match = mail && /reset-password\?token=([^\s"&]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset e-mail for ${to}`);
  return decodeURIComponent(match[1]);
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), written independently of better-auth to check it. */
export function totp(base32Secret: string, at = Date.now(), stepOffset = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of base32Secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000) + stepOffset));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** The base32 secret inside an otpauth:// URI. */
export function secretFromUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}
