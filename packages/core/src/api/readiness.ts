import { z } from 'zod';

/** Where load balancers ask whether an instance should get traffic. */
export const READINESS_PATH = '/functions/v1/readiness';

/** One dependency's reachability: never an address, a key or an error message, only the kind of failure. */
export const dependencyCheckSchema = z.object({
  /** What backs it: pglite | postgres, local | s3, redis; `none` when not configured. */
  kind: z.string(),
  ok: z.boolean(),
  /** How long the probe took. */
  ms: z.number(),
  /** `timeout` or `unreachable` when not ok. */
  failure: z.enum(['timeout', 'unreachable']).optional(),
});

/**
 * Body of GET /functions/v1/readiness. `ready` is false (503) while the database or storage
 * cannot be reached or the instance is shutting down. Redis away leaves it ready: limits and
 * counts fall back (docs/scale-out.md), so `degraded` says so instead.
 */
export const readinessResponseSchema = z.object({
  ready: z.boolean(),
  degraded: z.boolean(),
  draining: z.boolean(),
  checks: z.object({
    database: dependencyCheckSchema,
    storage: dependencyCheckSchema,
    redis: dependencyCheckSchema,
  }),
});

export type DependencyCheck = z.infer<typeof dependencyCheckSchema>;
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
