import type { TokenKey } from '@mergepix/core';
import { apiRequest } from '@/lib/api-client';

/** A batch export job as /rest/v1/jobs answers it. */
export interface BatchJob {
  readonly id: string;
  readonly design_id: string | null;
  readonly status: 'queued' | 'running' | 'done' | 'failed';
  readonly total: number;
  readonly done: number;
  readonly problems: readonly { line: number; reason: string }[];
  readonly error: string | null;
  readonly eta_seconds: number | null;
  readonly created_at: string;
  readonly started_at: string | null;
  readonly finished_at: string | null;
  readonly download_url: string | null;
}

export interface BatchRequest {
  readonly csv: string;
  readonly columns: readonly (TokenKey | null)[];
  readonly nameColumn: number | null;
}

export const batchApi = {
  start: (designId: string, body: BatchRequest) =>
    apiRequest<BatchJob>(`/rest/v1/designs/${designId}/batch`, { body }),
  get: (jobId: string, signal?: AbortSignal) => apiRequest<BatchJob>(`/rest/v1/jobs/${jobId}`, { signal }),
  forDesign: (designId: string, signal?: AbortSignal) =>
    apiRequest<BatchJob[]>(`/rest/v1/jobs?design_id=${encodeURIComponent(designId)}`, { signal }),
  downloadUrl: (jobId: string) => `/rest/v1/jobs/${jobId}/download`,
};
