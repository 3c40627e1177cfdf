import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { type AddressInfo, Server as NetServer, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { markBodyTimedOut } from './body-deadline.ts';
import { IMAGE_BODY_FUNCTIONS } from './routes/functions/index.ts';
import { CSV_BODY_PATH } from './routes/rest/batch.ts';
import { DESIGN_UPLOADS_PATH } from './routes/rest/designs.ts';
import { closeAfterUnreadBody } from './unread-body.ts';

/** What a graceful stop did: the proof that no accepted request was dropped. */
export interface DrainReport {
  /** Requests in progress when the stop began. */
  inFlight: number;
  /** Requests that arrived on open connections during the stop (answered with Connection: close). */
  lateArrivals: number;
  /** Of those two, how many were answered in full. */
  answered: number;
  /** Requests still unanswered when the grace period ran out and their connections were closed. */
  cut: number;
}

/** A listening server that can stop gracefully. */
export interface RunningServer {
  port: number;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes what is left. */
  close(graceMs?: number): Promise<DrainReport>;
}

/** Connection limits; the defaults suit production, tests shorten them. */
export interface ListenOptions {
  /** Open connections held at once; the server closes any beyond it right after accepting. */
  maxConnections?: number;
  /** How long a request's body may take to arrive once its headers are in, by request URL. */
  bodyDeadlineMs?: (url: string) => number;
  /** Answers the requests it recognises before the app sees them (true: answered). */
  fastPath?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/** Time to send the request headers (slowloris). */
const HEADERS_TIMEOUT_MS = 15_000;
/** An idle keep-alive connection is closed after this. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Node's own whole-request limit, a backstop behind the body deadline. */
const REQUEST_TIMEOUT_MS = 130_000;
/** Reference images are up to 15 MB (batch CSVs 10 MB as JSON), which a slow uplink needs time for. */
const IMAGE_BODY_DEADLINE_MS = 120_000;
const BODY_DEADLINE_MS = 20_000;
/** During shutdown, a connection that has been quiet this long is closed. */
const DRAIN_QUIET_MS = 150;

const IMAGE_FUNCTION_PATH = /^\/functions\/v1\/([^/?#]+)/;

/**
 * Bodies of several megabytes — reference images, uploaded design bases, batch CSVs — get two
 * minutes, everything else 20 s.
 */
export function defaultBodyDeadlineMs(url: string) {
  const name = IMAGE_FUNCTION_PATH.exec(url)?.[1];
  const path = url.split('?')[0] ?? url;
  const large =
    (name && IMAGE_BODY_FUNCTIONS.has(name)) || path === DESIGN_UPLOADS_PATH || CSV_BODY_PATH.test(path);
  return large ? IMAGE_BODY_DEADLINE_MS : BODY_DEADLINE_MS;
}

/** node:http's createServer, with `fastPath` offered each request before the app's listener. */
function withFastPath(fastPath: ListenOptions['fastPath']): typeof createServer {
  if (!fastPath) return createServer;
  return ((options: ServerOptions, appListener: RequestListener) =>
    createServer(options, (req, res) => {
      if (!fastPath(req, res)) appListener(req, res);
    })) as typeof createServer;
}

/** Starts listening and resolves once the port is bound. */
export function listen(
  fetch: (req: Request) => Response | Promise<Response>,
  port: number,
  host: string,
  opts: ListenOptions = {},
) {
  return new Promise<RunningServer>((resolve, reject) => {
    const server = serve(
      {
        fetch,
        port,
        hostname: host,
        createServer: withFastPath(opts.fastPath),
        serverOptions: {
          headersTimeout: HEADERS_TIMEOUT_MS,
          requestTimeout: REQUEST_TIMEOUT_MS,
          // Node checks the two timeouts above this often (30 s by default).
          connectionsCheckingInterval: 2_000,
        },
      },
      (info: AddressInfo) => {
        resolve({ port: info.port, close: (graceMs = 10_000) => drain.close(graceMs) });
      },
    ) as Server;
    const drain = new Drain(server);
    server.once('error', reject);
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    if (opts.maxConnections) server.maxConnections = opts.maxConnections;
    // Before the app's listener, so it is in place before any answer starts.
    server.prependListener('request', closeAfterUnreadBody);
    const deadline = opts.bodyDeadlineMs ?? defaultBodyDeadlineMs;
    server.on('request', (req: IncomingMessage, res: ServerResponse) =>
      enforceBodyDeadline(req, res, deadline(req.url ?? '/')),
    );
  });
}

/**
 * Drops a request whose body has not fully arrived within `ms`: a 408 with Connection: close
 * when no response has started, then the socket is destroyed. Handler time does not count once
 * the body is in.
 */
function enforceBodyDeadline(req: IncomingMessage, res: ServerResponse, ms: number) {
  const timer = setTimeout(() => {
    const socket = req.socket;
    if (req.complete || socket.destroyed) return;
    if (res.headersSent || res.socket !== socket) return void socket.destroy();
    // Written to the socket, not through `res`: the app still owns `res` and may answer late,
    // which a destroyed socket silently ignores.
    const body = '{"error":"The request body did not arrive in time.","code":"request_timeout"}';
    // The request log logs this 408, not the abort the app sees next.
    markBodyTimedOut(req);
    socket.end(
      'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    // A moment for the answer to leave before the rest of the body is refused.
    setTimeout(() => socket.destroy(), 250).unref();
  }, ms);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  res.once('close', () => {
    if (req.complete || req.socket.destroyed) clearTimeout(timer);
  });
}

/**
 * Graceful shutdown without resetting kept-alive clients. http.Server.close() destroys every
 * connection that looks idle, including one whose next request has arrived but is not yet
 * parsed; its client sees ECONNRESET. Instead: stop accepting, answer every request that still
 * arrives with Connection: close, and close a connection only once it has been quiet for
 * DRAIN_QUIET_MS and one event-loop pass has read whatever the kernel holds for it.
 */
class Drain {
  private draining = false;
  /** Each open connection with its responses in progress. */
  private readonly connections = new Map<Socket, Set<ServerResponse>>();
  /** Connections with a quiet check scheduled. */
  private readonly watched = new Set<Socket>();
  private readonly report: DrainReport = { inFlight: 0, lateArrivals: 0, answered: 0, cut: 0 };

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.connections.set(socket, new Set());
      socket.once('close', () => this.connections.delete(socket));
    });
    // Ahead of the app's listener, so the header is set before any response can start.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      const socket = req.socket;
      this.connections.get(socket)?.add(res);
      const late = this.draining;
      if (late) {
        res.setHeader('Connection', 'close');
        this.report.lateArrivals++;
      }
      res.once('close', () => {
        this.connections.get(socket)?.delete(res);
        if (this.draining) {
          if (res.writableFinished && (late || this.counted.has(res))) this.report.answered++;
          this.closeWhenQuiet(socket);
        }
      });
    });
  }

  close(graceMs: number) {
    return new Promise<DrainReport>((resolve) => {
      const force = setTimeout(() => {
        for (const responses of this.connections.values()) this.report.cut += responses.size;
        this.server.closeAllConnections();
      }, graceMs);
      force.unref();
      this.draining = true;
      // net.Server's close: stop accepting and wait for the connections, without http.Server's
      // closeIdleConnections(). Node's timeout checker keeps running during the drain.
      NetServer.prototype.close.call(this.server, () => {
        clearTimeout(force);
        resolve({ ...this.report });
      });
      for (const [socket, responses] of this.connections) {
        for (const res of responses) {
          this.counted.add(res);
          this.report.inFlight++;
          if (!res.headersSent) res.setHeader('Connection', 'close');
        }
        this.closeWhenQuiet(socket);
      }
    });
  }

  /** Responses in progress when the stop began. */
  private readonly counted = new WeakSet<ServerResponse>();

  /** Destroys `socket` once it has no response in progress and has read nothing for a while. */
  private closeWhenQuiet(socket: Socket) {
    if (this.watched.has(socket)) return;
    this.watched.add(socket);
    const bytesRead = socket.bytesRead;
    setTimeout(() => {
      // Timers run before the poll phase: let one poll pass read (and parse) what has arrived.
      setImmediate(() => {
        this.watched.delete(socket);
        if (socket.destroyed || (this.connections.get(socket)?.size ?? 0) > 0) return;
        if (socket.bytesRead !== bytesRead) return this.closeWhenQuiet(socket);
        socket.destroy();
      });
    }, DRAIN_QUIET_MS).unref();
  }
}
