import type { BatchJob, BatchRequest } from '@mergepix/core';
import { apiRequest } from '@/lib/api-client';

export const batchApi = {
  start: (designId: string, body: BatchRequest) =>
    apiRequest<BatchJob>(`/rest/v1/designs/${designId}/batch`, { body }),
  get: (jobId: string, signal?: AbortSignal) => apiRequest<BatchJob>(`/rest/v1/jobs/${jobId}`, { signal }),
  forDesign: (designId: string, signal?: AbortSignal) =>
    apiRequest<BatchJob[]>(`/rest/v1/jobs?design_id=${encodeURIComponent(designId)}`, { signal }),
  downloadUrl: (jobId: string) => `/rest/v1/jobs/${jobId}/download`,
};
