import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for every response. The CSP is what the built SPA needs and no more:
 * our own scripts only (and WebAssembly compiled from them), inline styles (React style props, Radix positioning), images from
 * ourselves or data/blob URLs (uploads, generated previews).
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // WebAssembly may compile (the video maker's AAC encoder), but no string is ever run as code.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    // Generated images are fetched by e-mail clients from other origins.
    crossOriginResourcePolicy: false,
  });
