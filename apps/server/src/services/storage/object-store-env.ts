import { join } from 'node:path';
import type { Env } from '../../env.ts';
import { localObjectStore, type ObjectStore } from './object-store.ts';
import { s3ObjectStore } from './s3-object-store.ts';

/** The configured store: S3-compatible when S3_BUCKET is set, else files under DATA_DIR/objects. */
export function objectStoreFromEnv(env: Pick<Env, 'dataDir' | 's3'>): ObjectStore {
  return env.s3 ? s3ObjectStore(env.s3) : localObjectStore(join(env.dataDir, 'objects'));
}
