import { accountEmailSchema, userImageSchema, userNameSchema } from '@mergepix/core';
import { isLoopbackHost } from '../env.ts';

/**
 * The first problem with user fields about to be written, or undefined. The auth routes check
 * bodies first with clear messages; this guards every other path into the user table.
 */
export function userFieldProblem(data: {
  name?: unknown;
  email?: unknown;
  image?: unknown;
}): string | undefined {
  if (data.name !== undefined && !userNameSchema.safeParse(data.name).success) return 'name';
  if (data.email !== undefined && !accountEmailSchema.safeParse(data.email).success) return 'email';
  if (data.image !== undefined && data.image !== null && !userImageSchema.safeParse(data.image).success)
    return 'image';
  return undefined;
}

/**
 * In development, the server's own loopback aliases: a page opened at http://127.0.0.1:PORT or
 * http://[::1]:PORT instead of the printed http://localhost:PORT is the same server, so its
 * sign-ins are not cross-site. The port is the one the request reached us on.
 */
export function loopbackAliases(request: Request | undefined): string[] {
  if (!request) return [];
  const url = new URL(request.url);
  if (!isLoopbackHost(url.hostname)) return [];
  const port = url.port ? `:${url.port}` : '';
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `${url.protocol}//${host}${port}`);
}
