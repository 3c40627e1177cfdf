import { type BatchJob, batchRequestSchema, CSV_LIMITS } from '@mergepix/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/auth.ts';
import { ApiError } from '../../middleware/errors.ts';
import { readJson } from '../../middleware/json-body.ts';
import { ownerOnly } from '../../middleware/owner.ts';
import type { ApiKeys } from '../../services/accounts/api-keys.ts';
import {
  type BatchExports,
  type BatchJobSummary,
  etaSeconds,
  expiresAt,
} from '../../services/batch/batch-exports.ts';
import type { AppEnv } from '../../types.ts';

/**
 * POST …/designs/{id}/batch and PUT …/designs/{id}/audience: their bodies hold a whole CSV, so
 * they have a limit (and a time to arrive) of their own.
 */
export const CSV_BODY_PATH = /^\/rest\/v1\/designs\/[^/]+\/(?:batch|audience)\/?$/;
/** The CSV as a JSON string: escaping can double it (a file of quotes), plus the rest of the body. */
export const BATCH_BODY_LIMIT_BYTES = 2 * CSV_LIMITS.maxBytes + 64 * 1024;
/** What an over-limit batch body answers, before any of it is read. */
export const BATCH_TOO_LARGE_MESSAGE = `The CSV file is larger than the ${CSV_LIMITS.maxBytes / 1024 / 1024} MB limit.`;

const uuid = z.string().uuid();

/** A job as the API answers it (core's batchJobSchema). */
function toBatchJob(job: BatchJobSummary, origin: string): BatchJob {
  return {
    id: job.id,
    design_id: job.designId,
    design_name: job.designName,
    status: job.status,
    total: job.total,
    done: job.done,
    problems: [...job.problems],
    problem_count: job.problemCount,
    error: job.error,
    eta_seconds: etaSeconds(job),
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    finished_at: job.finishedAt?.toISOString() ?? null,
    expires_at: expiresAt(job)?.toISOString() ?? null,
    download_url: job.status === 'done' ? `${origin}/rest/v1/jobs/${job.id}/download` : null,
  };
}

/** `attachment` with the name as written (RFC 6266) and an ASCII stand-in for old clients. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Batch exports, mounted at /rest/v1: POST /designs/{id}/batch queues one (202), GET /jobs
 * lists the caller's recent ones (`?design_id=` for one design's), GET /jobs/{id} is one with
 * its progress, GET /jobs/{id}/download its ZIP once done (409 before). Another user's job,
 * or an id that is not one, is a 404.
 */
export function batchRouter(deps: { auth: Auth; apiKeys: ApiKeys; batch: BatchExports; origin: string }) {
  const { batch, origin } = deps;
  const router = new Hono<AppEnv>();
  const owner = ownerOnly(deps.auth, 'Sign in to export your designs.', { apiKeys: deps.apiKeys });
  router.use('/designs/:id/batch', owner);
  router.use('/jobs/*', owner);

  const idOf = (raw: string, message: string) => {
    if (!uuid.safeParse(raw).success) throw new ApiError(404, 'not_found', message);
    return raw;
  };

  router.post('/designs/:id/batch', async (c) => {
    const userId = c.get('userId');
    // The design and the limits first: a refused request never has its CSV read.
    const design = await batch.admit(userId, idOf(c.req.param('id'), 'Design not found.'));
    const request = await readJson(c, batchRequestSchema, {
      unstorable: { csv: 'This file is not a text CSV.' },
    });
    const job = await batch.create(userId, design, request);
    return c.json(toBatchJob(job, origin), 202);
  });

  router.get('/jobs', async (c) => {
    const designId = c.req.query('design_id');
    if (designId !== undefined && !uuid.safeParse(designId).success) return c.json([]);
    const jobs = await batch.list(c.get('userId'), designId);
    return c.json(jobs.map((job) => toBatchJob(job, origin)));
  });

  router.get('/jobs/:id', async (c) =>
    c.json(
      toBatchJob(await batch.get(c.get('userId'), idOf(c.req.param('id'), 'Export not found.')), origin),
    ),
  );

  router.get('/jobs/:id/download', async (c) => {
    const zip = await batch.download(c.get('userId'), idOf(c.req.param('id'), 'Export not found.'));
    const headers = {
      'Content-Type': 'application/zip',
      ...(zip.size === undefined ? {} : { 'Content-Length': String(zip.size) }),
      'Content-Disposition': attachment(zip.fileName),
    };
    // Hono answers HEAD through this handler and drops the body unread, which would hold the
    // file (or the S3 connection behind it) open until it timed out.
    if (c.req.method === 'HEAD') {
      await zip.stream.cancel();
      return c.body(null, 200, headers);
    }
    return c.body(zip.stream, 200, headers);
  });

  return router;
}
