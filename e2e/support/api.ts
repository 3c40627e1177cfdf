/** Signs a new user up and in through the HTTP API; returns the headers of their requests. */
export async function apiUser(url: string, email: string, password = 'a-long-password-1') {
  const json = { Origin: url, 'Content-Type': 'application/json' };
  const up = await fetch(`${url}/auth/v1/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, name: 'Ada Moreno' }),
  });
  if (!up.ok) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  const res = await fetch(`${url}/auth/v1/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { Origin: url, Cookie: cookie };
}

/** The session cookies of {@link apiUser}'s headers, for a browser context's `addCookies`. */
export function browserCookies(url: string, headers: { Cookie: string }) {
  return headers.Cookie.split('; ')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url };
    });
}
