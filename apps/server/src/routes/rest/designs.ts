import {
  checkRecipient,
  type DesignLinks,
  type DesignRecord,
  type DesignStats,
  designLinkTokens,
  designPatchSchema,
  designSchema,
  designTexts,
  designTokenRules,
  designValueFilter,
  liveImageUrl,
  platformLinks,
  REFERENCE_IMAGE_MAX_BYTES,
  type RecipientLinks,
  recipientImageUrl,
  recipientLinksRequestSchema,
} from '@mergepix/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/auth.ts';
import { ApiError } from '../../middleware/errors.ts';
import { readJson } from '../../middleware/json-body.ts';
import { ownerOnly } from '../../middleware/owner.ts';
import type { ApiKeys } from '../../services/accounts/api-keys.ts';
import type { Limits } from '../../services/limits/limits.ts';
import { type DesignRow, type DesignStore, designBaseUrl } from '../../services/live/designs.ts';
import type { LiveImages } from '../../services/live/live-images.ts';
import type { OpenCounter } from '../../services/live/open-counter.ts';
import type { AppEnv } from '../../types.ts';
import { spendDailyBudget } from './daily-budget.ts';

/** Uploaded base images come here as raw bytes (not JSON), up to the reference image limit. */
export const DESIGN_UPLOADS_PATH = '/rest/v1/designs/uploads';
/**
 * Uploads (bases and live GIF frames) one account may make per day: stored files are never
 * listed, so they are capped here. A live GIF may have GIF_LIMITS.maxFrames (60) frames, each an
 * upload: at 100 a second large GIF in a day would stop half uploaded.
 */
export const DESIGN_UPLOADS_PER_DAY = 200;

const idParam = z.string().uuid();

/** A design as the API answers it (snake_case like the other REST routes). */
function toDesign(row: DesignRow, origin: string, live: Pick<LiveImages, 'previewToken'>): DesignRecord {
  const design = row.draft.design;
  return {
    id: row.id,
    name: row.name,
    design,
    base_url: row.draft.baseKey ? designBaseUrl(row.draft.baseKey) : null,
    frame_urls: (design.frames ?? []).map((f) => (f.path ? designBaseUrl(f.path) : null)),
    segment_urls: (design.segments?.items ?? []).map((_, i) => {
      const key = row.draft.segmentKeys?.[i];
      return key ? designBaseUrl(key) : null;
    }),
    public_id: row.publicId,
    preview_token: live.previewToken(row.publicId),
    published: row.published !== null,
    unpublished_changes:
      row.published !== null && JSON.stringify(row.published.design) !== JSON.stringify(row.draft.design),
    version: row.version,
    url: row.published
      ? liveImageUrl({ origin, publicId: row.publicId, format: row.published.design.format })
      : null,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * /rest/v1/designs: the signed-in user's live image designs (or an API key's owner's: every route
 * here takes `Authorization: Bearer mpx_…`). Another user's design is a 404,
 * as is an id that is not one. Publishing freezes the draft behind an unguessable public URL.
 */
export function designsRouter(deps: {
  auth: Auth;
  /** API keys work here as their owner (`Authorization: Bearer mpx_…`). */
  apiKeys: ApiKeys;
  designs: DesignStore;
  live: LiveImages;
  counter: OpenCounter;
  limits: Limits;
  origin: string;
}) {
  const { designs, live, origin } = deps;
  const router = new Hono<AppEnv>();

  router.use('*', ownerOnly(deps.auth, 'Sign in to work on your designs.', { apiKeys: deps.apiKeys }));

  const designId = (raw: string) => {
    if (!idParam.safeParse(raw).success) throw new ApiError(404, 'not_found', 'Design not found.');
    return raw;
  };

  router.get('/', async (c) =>
    c.json((await designs.list(c.get('userId'))).map((r) => toDesign(r, origin, live))),
  );

  router.post('/uploads', async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength === 0)
      throw new ApiError(400, 'empty_upload', 'Send the image file as the request body.');
    if (bytes.byteLength > REFERENCE_IMAGE_MAX_BYTES)
      throw new ApiError(413, 'payload_too_large', 'The image is larger than the 10 MB limit.');
    const userId = c.get('userId');
    const quotaBytes = c.get('env').DESIGN_UPLOAD_QUOTA_MB * 1024 * 1024;
    // Refused before any decoding when the space is already used up.
    await designs.uploads.checkQuota(userId, quotaBytes, 0);
    await spendDailyBudget(
      c,
      deps.limits,
      'design-upload',
      DESIGN_UPLOADS_PER_DAY,
      `upload ${DESIGN_UPLOADS_PER_DAY} pictures`,
    );
    return c.json(await designs.uploads.accept(userId, bytes, quotaBytes), 201);
  });

  router.post('/', async (c) => {
    const design = await readJson(c, designSchema);
    return c.json(toDesign(await designs.create(c.get('userId'), design), origin, live), 201);
  });

  router.get('/:id', async (c) =>
    c.json(toDesign(await designs.get(c.get('userId'), designId(c.req.param('id'))), origin, live)),
  );

  router.patch('/:id', async (c) => {
    const patch = await readJson(c, designPatchSchema);
    return c.json(
      toDesign(await designs.update(c.get('userId'), designId(c.req.param('id')), patch), origin, live),
    );
  });

  router.delete('/:id', async (c) => {
    const row = await designs.remove(c.get('userId'), designId(c.req.param('id')));
    live.invalidate(row.publicId);
    return c.body(null, 204);
  });

  router.post('/:id/publish', async (c) => {
    const row = await designs.publish(c.get('userId'), designId(c.req.param('id')));
    live.invalidate(row.publicId);
    const format = row.published?.design.format ?? 'jpg';
    return c.json({
      publicId: row.publicId,
      version: row.version,
      url: liveImageUrl({ origin, publicId: row.publicId, format }),
    });
  });

  router.post('/:id/unpublish', async (c) => {
    const row = await designs.unpublish(c.get('userId'), designId(c.req.param('id')));
    live.invalidate(row.publicId);
    return c.json(toDesign(row, origin, live));
  });

  router.get('/:id/links', async (c) => {
    const row = await designs.get(c.get('userId'), designId(c.req.param('id')));
    // Links of what the URL serves; of the draft while nothing is published yet.
    const { design } = row.published ?? row.draft;
    const answer: DesignLinks = {
      published: row.published !== null,
      url: liveImageUrl({ origin, publicId: row.publicId, format: design.format }),
      links: platformLinks({
        origin,
        publicId: row.publicId,
        format: design.format,
        width: design.width,
        height: design.height,
        texts: designTexts(design),
        tokens: designLinkTokens(design),
      }),
    };
    return c.json(answer);
  });

  // One link per recipient, made (and signed, for a design that takes signed links only) by the
  // server: the values as the live URL will read them, and the refused ones with why.
  router.post('/:id/recipient-links', async (c) => {
    const row = await designs.get(c.get('userId'), designId(c.req.param('id')));
    const { recipients } = await readJson(c, recipientLinksRequestSchema);
    const { design } = row.published ?? row.draft;
    const rules = designTokenRules(design);
    const safety = designValueFilter(design);
    const signed = safety.signed === true;
    const src = { origin, publicId: row.publicId, format: design.format };
    const order = designLinkTokens(design);
    const answer: RecipientLinks = {
      signed,
      links: recipients.map((given) => {
        const { values, refused } = checkRecipient(given, rules, safety);
        const signature = signed ? live.signature(row.publicId, values) : undefined;
        return { url: recipientImageUrl(src, values, order, signature), values, refused };
      }),
    };
    return c.json(answer);
  });

  router.get('/:id/stats', async (c) => {
    const row = await designs.get(c.get('userId'), designId(c.req.param('id')));
    await deps.counter.flush();
    const days = await deps.counter.days(row.id);
    const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((n, d) => n + pick(d), 0);
    const answer: DesignStats = {
      days,
      totals: {
        requests: sum((d) => d.requests),
        direct: sum((d) => d.direct),
        proxied: sum((d) => d.proxied),
        filtered: sum((d) => d.filtered),
        flood: sum((d) => d.flood),
        // Unique per day, summed: one recipient opening on two days counts on each.
        unique: sum((d) => d.unique),
      },
    };
    return c.json(answer);
  });

  return router;
}
