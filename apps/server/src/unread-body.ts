import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long a connection closing after an unread body keeps taking (and dropping) that body. */
export const LINGER_MS = 5_000;

/** True when the request announces a body (a length above zero, or chunks). */
function announcesBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const lingering = new WeakSet<Socket>();

/**
 * The connection closes the gentle way after the answer: a FIN once the answer is out, while
 * what the client is still sending of its body is read and dropped, until the client closes its
 * side or LINGER_MS pass. Closing at once would make the kernel answer the unread bytes with a
 * reset, which can reach the client before it has read the answer.
 */
function lingerOnClose(socket: Socket, req: IncomingMessage) {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  // node:http ends a `Connection: close` exchange with destroySoon(); this connection's
  // replaces it (an own property of this socket only).
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.destroyed) return;
    if (!req.readableEnded) {
      // What node:http does with a body nobody read: drop it as it comes.
      req.removeAllListeners('data');
      req.resume();
    }
    if (this.writable) this.end();
    // Both sides ended: the socket destroys itself. A client that keeps sending is cut here.
    const cap = setTimeout(() => this.destroy(), LINGER_MS);
    cap.unref();
    this.once('close', () => clearTimeout(cap));
  };
}

/**
 * An answer that starts before its request's body has been read to the end — a 413 from a body
 * limit, a 401 on an upload, a cross-site 403, a 429, … — says `Connection: close`: the unread
 * rest of the body is still on the wire, so the connection cannot carry another request. Then
 * it closes gently (see lingerOnClose). Answers to fully read requests stay keep-alive.
 */
export function closeAfterUnreadBody(req: IncomingMessage, res: ServerResponse) {
  if (!announcesBody(req)) return;
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadClosingEarly(this: ServerResponse, ...args: unknown[]) {
    if (!req.complete && !this.headersSent) {
      this.setHeader('Connection', 'close');
      lingerOnClose(req.socket, req);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}
