import type { GenerationRecord } from '@mergepix/core';
import type { DesignStart } from '@/components/tool-kit/designs/design-doc';
import { designsApi } from '@/components/tool-kit/designs/designs-api';
import { dataUrlToBlob } from '@/components/tool-kit/downloads/named-file';
import { apiRequest } from '@/lib/api-client';

// A result handed over by "Personalize for every customer" (components/tool-kit/generator/result-actions.tsx) becomes
// the base of a new design.

/**
 * The base for a handed-over image: the signed-in user's generation it came from when it is one
 * of theirs, otherwise the picture uploaded as a design base.
 */
export async function baseForImage(imageUrl: string): Promise<DesignStart> {
  if (!imageUrl.startsWith('data:')) {
    const history = await apiRequest<GenerationRecord[]>('/rest/v1/generations?limit=100');
    const found = history.find((g) => g.imageUrl === imageUrl);
    if (found) return { kind: 'generation', generationId: found.id };
  }
  const blob = imageUrl.startsWith('data:')
    ? dataUrlToBlob(imageUrl)
    : await fetch(imageUrl).then((r) => (r.ok ? r.blob() : null));
  if (!blob) throw new Error('That image could not be read. Start from your images or upload it instead.');
  const uploaded = await designsApi.upload(blob);
  return { kind: 'upload', path: uploaded.path };
}
