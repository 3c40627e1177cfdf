import { withJsonBody } from './normalize.ts';

/** The header better-auth's bearer plugin used to hand a session token out in. */
const TOKEN_HEADER = 'set-auth-token';

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

/** Drops `token` from one answer object and from its `session`; true when either held one. */
function dropToken(value: unknown): boolean {
  let dropped = false;
  for (const record of [value, isRecord(value) ? value.session : undefined]) {
    if (isRecord(record) && 'token' in record) {
      delete record.token;
      dropped = true;
    }
  }
  return dropped;
}

/**
 * Removes session tokens from an auth answer before it reaches the client. better-auth puts the
 * session token in the JSON of sign-in, second-factor, password-change and session answers
 * (and lists of sessions); the browser keeps its session in an httpOnly cookie alone, so page
 * scripts never see the token, and API clients use API keys (decision 024).
 */
export async function withoutSessionTokens(res: Response): Promise<Response> {
  let out = res;
  if (res.headers.has(TOKEN_HEADER)) {
    const headers = new Headers(res.headers);
    headers.delete(TOKEN_HEADER);
    out = new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
  if (out.status >= 400 || !out.headers.get('content-type')?.includes('application/json')) return out;
  const text = await out.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return out;
  }
  // One level of list (list-sessions) and one of nesting (`session.token`): the shapes
  // better-auth answers with; its answers are ours, not the client's, so their depth is fixed.
  const dropped = Array.isArray(body) ? body.map(dropToken).some(Boolean) : dropToken(body);
  return dropped ? withJsonBody(out, body) : out;
}
