import { gifProjectSchema } from '@mergepix/core';
import { z } from 'zod';

// Checking a saved project (loaded with the schemas only when there is one to check).

const savedSchema = z.object({
  project: gifProjectSchema,
  current: z.number().int().min(0).default(0),
  liveDesignId: z.string().max(100).nullable().default(null),
});

/** The saved project in `raw`; throws when it is not one. */
export function parseSaved(raw: string) {
  return savedSchema.parse(JSON.parse(raw));
}
