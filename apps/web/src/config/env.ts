/**
 * Build-time settings. The server serves the SPA and every API on one origin (and the CSP only
 * allows `connect-src 'self'`), so the API base defaults to same-origin and nothing is required.
 */
export const env = {
  /** Prefix for API calls such as `/functions/v1/...`; empty means same origin. */
  apiBase: import.meta.env.VITE_API_BASE ?? '',
  isDev: import.meta.env.DEV,
} as const;
