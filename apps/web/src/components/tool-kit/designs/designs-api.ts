import type { AudienceSummary, DesignInput, DesignLinks, DesignRecord, DesignStats } from '@mergepix/core';
import { env } from '@/config/env';
import { recordResponse } from '@/lib/api-calls';
import { ApiError, apiRequest, NETWORK_ERROR_CODE, toApiError } from '@/lib/api-client';

export interface UploadedBase {
  readonly path: string;
  readonly width: number;
  readonly height: number;
}

const BASE = '/rest/v1/designs';

/** The signed-in user's designs and everything the designer does with them. */
export const designsApi = {
  list: (signal?: AbortSignal) => apiRequest<DesignRecord[]>(BASE, { signal }),
  get: (id: string, signal?: AbortSignal) => apiRequest<DesignRecord>(`${BASE}/${id}`, { signal }),
  create: (design: DesignInput) => apiRequest<DesignRecord>(BASE, { body: design }),
  /**
   * Saves changes; a whole design also says which optional parts it no longer has (`null`
   * removes them: a change leaves the fields it does not name as they were).
   */
  update: (id: string, patch: Partial<DesignInput>) =>
    apiRequest<DesignRecord>(`${BASE}/${id}`, {
      method: 'PATCH',
      body: 'layers' in patch ? { countdown: null, segments: null, ...patch } : patch,
    }),
  remove: (id: string) => apiRequest<void>(`${BASE}/${id}`, { method: 'DELETE' }),
  publish: (id: string) =>
    apiRequest<{ publicId: string; version: number; url: string }>(`${BASE}/${id}/publish`, { body: {} }),
  unpublish: (id: string) => apiRequest<DesignRecord>(`${BASE}/${id}/unpublish`, { body: {} }),
  links: (id: string, signal?: AbortSignal) => apiRequest<DesignLinks>(`${BASE}/${id}/links`, { signal }),
  stats: (id: string, signal?: AbortSignal) => apiRequest<DesignStats>(`${BASE}/${id}/stats`, { signal }),
  /** The design's audience list (known recipients): its size, replaced by a CSV, or emptied. */
  audience: (id: string, signal?: AbortSignal) =>
    apiRequest<AudienceSummary>(`${BASE}/${id}/audience`, { signal }),
  putAudience: (id: string, csv: string) =>
    apiRequest<AudienceSummary>(`${BASE}/${id}/audience`, { method: 'PUT', body: { csv } }),
  clearAudience: (id: string) => apiRequest<void>(`${BASE}/${id}/audience`, { method: 'DELETE' }),
  /** Sends an image file as the request body (not JSON): the server re-encodes it. */
  async upload(file: Blob): Promise<UploadedBase> {
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${env.apiBase}${BASE}/uploads`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        body: file,
      });
    } catch {
      recordResponse('POST', `${BASE}/uploads`, started);
      throw new ApiError(
        0,
        NETWORK_ERROR_CODE,
        "Can't reach Mergepix right now. Check your connection and try again.",
      );
    }
    const data: unknown = await response.json().catch(() => undefined);
    const failure = response.ok ? undefined : toApiError(response, data);
    recordResponse('POST', `${BASE}/uploads`, started, response, failure?.message);
    if (failure) throw failure;
    return data as UploadedBase;
  },
};
