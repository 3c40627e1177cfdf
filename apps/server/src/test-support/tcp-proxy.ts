import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

/** A TCP hop in front of a server (Redis in tests) that a test can break and mend. */
export interface TcpProxy {
  readonly port: number;
  /** Resets every connection and refuses new ones (a crashed or unreachable server). */
  cut(): void;
  /** Holds back what clients send until restore (a server that stops answering). */
  hang(): void;
  /** Forwards again, held data first. */
  restore(): void;
  close(): Promise<void>;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'hung' = 'open';
  const pairs = new Set<{ client: Socket; upstream: Socket; held: Buffer[] }>();

  const server = createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = connect(target);
    const pair = { client, upstream, held: [] as Buffer[] };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (mode === 'hung') pair.held.push(chunk);
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const s of [client, upstream]) {
      s.on('error', end);
      s.on('close', end);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');

  const cut = () => {
    mode = 'cut';
    for (const p of pairs) {
      p.client.resetAndDestroy();
      p.upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port: address.port,
    cut,
    hang() {
      mode = 'hung';
    },
    restore() {
      mode = 'open';
      for (const p of pairs) for (const chunk of p.held.splice(0)) p.upstream.write(chunk);
    },
    async close() {
      cut();
      server.close();
      await once(server, 'close');
    },
  };
}
