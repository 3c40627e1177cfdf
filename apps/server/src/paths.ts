import { fileURLToPath } from 'node:url';

// Where the server's files are. The server runs either from its sources (apps/server/src, through
// tsx) or from its bundle (apps/server/dist, made by `npm run build`: docs/decisions/021). This
// module sits at the top of src/, the same depth as the bundle's files in dist/, so one relative
// path reaches the same place from both: every path the server takes from its own location is here.

const here = import.meta.url;

/** True when running from the bundle in apps/server/dist. */
const BUNDLED = here.endsWith('.mjs');

/** The repository's package.json (the version the banner and /health-check report). */
export const ROOT_PACKAGE_JSON = new URL('../../../package.json', here);

/** The built web app, unless WEB_DIST says otherwise. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', here));

/** The SQL migrations. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', here));

/** The module each live render thread runs: its own bundle entry, or its source. */
export const LIVE_WORKER_URL = new URL(BUNDLED ? './live-worker.mjs' : './render/live/live-worker.ts', here)
  .href;

/** The module the batch plan thread runs (services/batch/batch-plan-thread.ts). */
export const BATCH_PLAN_WORKER_URL = new URL(
  BUNDLED ? './batch-plan-worker.mjs' : './services/batch/batch-plan-worker.ts',
  here,
).href;
