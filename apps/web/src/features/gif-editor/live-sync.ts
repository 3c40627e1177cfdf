import { type DesignRecord, type GifProject, gifProjectDesign } from '@mergepix/core';
import { designsApi } from '@/components/tool-kit/designs/designs-api';
import { isApiError } from '@/lib/api-client';
import { frameStore } from './frame-store';

// Publishing the animation live: its pictures go to the user's uploads (once each: the path is
// remembered per picture), then the project becomes a live GIF design, created the first time
// and updated after, so its public URL never changes.

const UPLOADS_KEY = 'mergepix:gif-uploads';

function rememberedUploads(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(UPLOADS_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function remember(uploads: Record<string, string>): void {
  try {
    localStorage.setItem(UPLOADS_KEY, JSON.stringify(uploads));
  } catch {
    // Not remembered: the next publish uploads the pictures again.
  }
}

/** The upload path of each frame's picture (null for a blank frame), uploading what is new. */
async function framePaths(project: GifProject, onProgress: (done: number, total: number) => void) {
  const uploads = rememberedUploads();
  const store = await frameStore();
  const ids = [...new Set(project.frames.flatMap((f) => (f.imageId ? [f.imageId] : [])))];
  let done = 0;
  for (const id of ids) {
    if (!uploads[id]) {
      const blob = await store.get(id);
      if (!blob)
        throw new Error('A frame’s picture is not in this browser any more. Replace it and try again.');
      uploads[id] = (await designsApi.upload(blob)).path;
      remember(uploads);
    }
    onProgress(++done, ids.length);
  }
  return project.frames.map((f) => (f.imageId ? (uploads[f.imageId] ?? null) : null));
}

/**
 * Saves the project as its live design (creating it when `designId` is null or gone) and returns
 * the design. Uploads the server no longer has are sent again.
 */
export async function syncLiveDesign(
  project: GifProject,
  designId: string | null,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<DesignRecord> {
  const attempt = async () => {
    const design = gifProjectDesign(project, 'Animated GIF', await framePaths(project, onProgress));
    if (designId) {
      try {
        return await designsApi.update(designId, design);
      } catch (error) {
        if (!isApiError(error, 404)) throw error;
      }
    }
    return designsApi.create(design);
  };
  try {
    return await attempt();
  } catch (error) {
    // An upload the server refused as gone or not ours: forget them all and send them again.
    if (!(isApiError(error, 400) && /upload/i.test(error.message))) throw error;
    remember({});
    return attempt();
  }
}
