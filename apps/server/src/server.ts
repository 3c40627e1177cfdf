import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/** A listening server that can stop gracefully. */
export interface RunningServer {
  port: number;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes what is left. */
  close(graceMs?: number): Promise<void>;
}

/** Starts listening and resolves once the port is bound. */
export function listen(fetch: (req: Request) => Response | Promise<Response>, port: number, host: string) {
  return new Promise<RunningServer>((resolve, reject) => {
    const server = serve({ fetch, port, hostname: host }, (info: AddressInfo) => {
      resolve({ port: info.port, close: (graceMs = 10_000) => closeGracefully(server as Server, graceMs) });
    }) as Server;
    server.once('error', reject);
    // A keep-alive socket whose response finishes after close() began would otherwise linger
    // until its idle timeout; drop it as soon as it goes idle.
    server.on('request', (_req, res) => {
      res.once('finish', () => {
        if (!server.listening) setImmediate(() => server.closeIdleConnections());
      });
    });
  });
}

function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    // Idle keep-alive sockets would hold close() open; busy ones finish their response first.
    server.closeIdleConnections();
  });
}
