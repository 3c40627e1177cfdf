/// <reference types="vite/client" />

/** Environment variables the web app reads at build time (all optional). */
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
