import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import { DesignStore } from './designs.ts';
import { LiveImages } from './live-images.ts';
import type { ObjectStore } from './object-store.ts';
import { OpenCounter } from './open-counter.ts';

/** Everything behind live images, with the means to stop it (flushing the open counts). */
export interface LiveEngine {
  readonly designs: DesignStore;
  readonly counter: OpenCounter;
  readonly images: LiveImages;
  close(): Promise<void>;
}

/** Builds the live image engine over a database and object store; counts flush every 5 s. */
export function createLiveEngine(deps: {
  db: Db;
  store: ObjectStore;
  env: Env;
  logger: Logger;
  secret: string;
}): LiveEngine {
  const designs = new DesignStore(deps.db, deps.store);
  const counter = new OpenCounter(deps.db, `${deps.secret}:live-opens`, deps.logger).start();
  const images = new LiveImages({
    designs,
    store: deps.store,
    counter,
    logger: deps.logger,
    threads: deps.env.LIVE_RENDER_THREADS,
    cacheBytes: deps.env.LIVE_CACHE_MB * 1024 * 1024,
  });
  return {
    designs,
    counter,
    images,
    async close() {
      await counter.stop();
      await images.close();
    },
  };
}
