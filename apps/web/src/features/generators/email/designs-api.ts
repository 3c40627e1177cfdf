import type { Design, DesignInput, PlatformLink } from '@mergepix/core';
import { env } from '@/config/env';
import { ApiError, apiRequest, NETWORK_ERROR_CODE, toApiError } from '@/lib/api-client';

/** A design as /rest/v1/designs answers it. */
export interface DesignRecord {
  readonly id: string;
  readonly name: string;
  readonly design: Design;
  /** Where the base picture loads from, when the base is a picture. */
  readonly base_url: string | null;
  readonly public_id: string;
  readonly published: boolean;
  /** The draft differs from what the URL serves. */
  readonly unpublished_changes: boolean;
  readonly version: number;
  readonly url: string | null;
  readonly published_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface DesignLinks {
  readonly published: boolean;
  /** The draft differs from what the URL serves. */
  readonly unpublished_changes: boolean;
  readonly url: string;
  readonly links: readonly PlatformLink[];
}

export interface OpenDay {
  readonly day: string;
  readonly requests: number;
  readonly proxied: number;
  readonly direct: number;
  readonly unique: number;
}

export interface DesignStats {
  readonly days: readonly OpenDay[];
  readonly totals: Omit<OpenDay, 'day'>;
}

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
  update: (id: string, patch: Partial<DesignInput>) =>
    apiRequest<DesignRecord>(`${BASE}/${id}`, { method: 'PATCH', body: patch }),
  remove: (id: string) => apiRequest<void>(`${BASE}/${id}`, { method: 'DELETE' }),
  publish: (id: string) =>
    apiRequest<{ publicId: string; version: number; url: string }>(`${BASE}/${id}/publish`, { body: {} }),
  unpublish: (id: string) => apiRequest<DesignRecord>(`${BASE}/${id}/unpublish`, { body: {} }),
  links: (id: string, signal?: AbortSignal) => apiRequest<DesignLinks>(`${BASE}/${id}/links`, { signal }),
  stats: (id: string, signal?: AbortSignal) => apiRequest<DesignStats>(`${BASE}/${id}/stats`, { signal }),
  /** Sends an image file as the request body (not JSON): the server re-encodes it. */
  async upload(file: Blob): Promise<UploadedBase> {
    let response: Response;
    try {
      response = await fetch(`${env.apiBase}${BASE}/uploads`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        body: file,
      });
    } catch {
      throw new ApiError(
        0,
        NETWORK_ERROR_CODE,
        "Can't reach Mergepix right now. Check your connection and try again.",
      );
    }
    const data: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw toApiError(response, data);
    return data as UploadedBase;
  },
};
