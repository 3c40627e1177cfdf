import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from '@/lib/auth/auth-api';
import { ApiError, apiRequest, NETWORK_ERROR_CODE, parseRetryAfter } from './api-client';

function mockFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const fetchMock = vi.fn(async () => new Response(status === 204 ? null : text, { status, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const fetchMock = mockFetch(200, { ok: true });
    await expect(apiRequest('/auth/v1/sign-up/email', { body: { name: 'A' } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/auth/v1/sign-up/email');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"name":"A"}');
  });

  it('uses GET without a body and tolerates an empty 204', async () => {
    const fetchMock = mockFetch(204, undefined);
    await expect(apiRequest('/auth/v1/sign-out')).resolves.toBeUndefined();
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe('GET');
  });

  it('maps the { error, code } body of a 4xx to an ApiError', async () => {
    mockFetch(400, { error: 'Password is too short', code: 'PASSWORD_TOO_SHORT' });
    const error = await apiRequest('/x', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'PASSWORD_TOO_SHORT',
      message: 'Password is too short',
    });
  });

  it("accepts better-auth's { message } and falls back to a status text", async () => {
    mockFetch(401, { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' });
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'Invalid email or password' });
    mockFetch(502, '<html>Bad gateway</html>');
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('reads Retry-After seconds on 429', async () => {
    mockFetch(429, { error: 'Too many requests', code: 'RATE_LIMITED' }, { 'Retry-After': '540' });
    await expect(apiRequest('/x', { body: {} })).rejects.toMatchObject({ status: 429, retryAfter: 540 });
  });

  it('turns a failed fetch into a NETWORK_ERROR with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
  });

  it('rethrows aborts as they are', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(abort)),
    );
    await expect(apiRequest('/x', { signal: controller.signal })).rejects.toBe(abort);
  });

  it('rejects a request aborted while its body was read, never answering undefined', async () => {
    const controller = new AbortController();
    // The headers came; reading the body fails because the caller aborted meanwhile.
    const response = {
      ok: true,
      status: 200,
      headers: new Headers(),
      text: async () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    await expect(apiRequest('/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates, and ignores junk', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter('-5')).toBeUndefined();
  });
});

describe('fetchCurrentUser', () => {
  it('treats 401 and { user: null } as signed out', async () => {
    mockFetch(401, { error: 'Not signed in', code: 'UNAUTHORIZED' });
    await expect(fetchCurrentUser()).resolves.toBeNull();
    mockFetch(200, { user: null });
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('returns the session and rethrows server errors', async () => {
    const session = {
      user: { id: 'u1', email: 'a@b.co', name: 'A', twoFactorEnabled: false, createdAt: '2025-01-01' },
      aal: 'aal1',
      factors: [],
    };
    mockFetch(200, session);
    await expect(fetchCurrentUser()).resolves.toEqual(session);
    mockFetch(500, { error: 'boom', code: 'INTERNAL' });
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 500 });
  });
});
