import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { designs } from '../../db/schema.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { storedKeys } from './design-pictures.ts';
import { DESIGN_BASES_BUCKET } from './design-uploads.ts';

/**
 * Deletes the generation copies (`{designId}/…` in the design-bases bucket: bases and segment
 * bases) that neither the draft nor the published version of their design names, written before `before`: those of
 * deleted designs and replaced bases whose deletion failed when it happened (decision 026).
 * A copy is written just before the design row that names it, so `before` must leave a grace
 * period. Returns the files deleted.
 */
export async function collectBaseCopies(db: Db, store: ObjectStore, before: Date): Promise<number> {
  const folders = (await store.folders(DESIGN_BASES_BUCKET)).filter((f) => f !== 'uploads');
  let deleted = 0;
  for (let i = 0; i < folders.length; i += 200) {
    const batch = folders.slice(i, i + 200);
    const rows = await db
      .select({ id: designs.id, draft: designs.draft, published: designs.published })
      .from(designs)
      .where(inArray(designs.id, batch));
    const named = new Set(rows.flatMap((r) => [...storedKeys(r.draft), ...storedKeys(r.published)]));
    for (const folder of batch)
      for await (const page of store.list(DESIGN_BASES_BUCKET, folder))
        for (const object of page) {
          if (named.has(object.key) || object.modifiedAt >= before) continue;
          await store.delete(DESIGN_BASES_BUCKET, object.key);
          deleted++;
        }
  }
  return deleted;
}
