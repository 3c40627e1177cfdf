import net from 'node:net';

/** One answer read off a raw socket, and how the connection ended after it. */
export interface RawExchange {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection with a FIN after the whole answer (no reset). */
  closedCleanly: boolean;
  /** The connection ended with an error (ECONNRESET, EPIPE, …), or undefined. */
  error?: string;
  /** Still open when the wait ended (a kept-alive connection). */
  open: boolean;
}

/** Parses the first HTTP answer in `raw`, or undefined while it is not complete (Content-Length bodies). */
export function parseAnswer(
  raw: Buffer,
): { status: number; headers: Record<string, string>; body: string; size: number } | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  if (raw.length < end + 4 + length) return undefined;
  const body = raw.subarray(end + 4, end + 4 + length).toString('utf8');
  return { status: Number(statusLine.split(' ')[1]), headers, body, size: end + 4 + length };
}

/**
 * Writes `head` and `body` on a new connection at once (as a client that does not wait for
 * 100-continue does), reads the answer and waits up to `waitMs` for the server to close.
 */
export function rawExchange(port: number, head: string, body: Buffer | string = '', waitMs = 3_000) {
  return new Promise<RawExchange>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let raw = Buffer.alloc(0);
    let ended = false;
    let error: string | undefined;
    const finish = (open: boolean) => {
      clearTimeout(cap);
      const answer = parseAnswer(raw);
      socket.destroy();
      if (!answer)
        return reject(
          new Error(`no complete answer (${error ?? 'closed'}): ${raw.toString('latin1').slice(0, 200)}`),
        );
      resolve({ ...answer, closedCleanly: ended && !error, error, open });
    };
    const cap = setTimeout(() => finish(true), waitMs);
    socket.on('data', (d: Buffer) => {
      raw = Buffer.concat([raw, d]);
    });
    socket.on('end', () => {
      ended = true;
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      error = err.code ?? err.message;
    });
    socket.on('close', () => finish(false));
    socket.write(head);
    socket.write(body);
  });
}
