import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.MERGEPIX_API ?? 'http://127.0.0.1:3000';
const apiPrefixes = ['/auth', '/rest', '/functions', '/storage', '/dev', '/font-files'];

const SONNER_STYLE = "let style = document.createElement('style')";

/**
 * Sonner adds its stylesheet as a `<style>` element when it loads; the page's CSP lets it in only
 * with the answer's nonce (docs/decisions/025-csp-per-page.md), which it does not know of. This
 * gives it the nonce from the tag the server puts in the head (src/lib/csp.ts reads the same).
 */
function sonnerStyleNonce(): Plugin {
  return {
    name: 'mergepix:sonner-style-nonce',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]/.test(id) || !code.includes('__insertCSS')) return null;
      if (!code.includes(SONNER_STYLE))
        this.error('sonner no longer adds its <style> as this plugin expects');
      return code.replace(
        SONNER_STYLE,
        `${SONNER_STYLE}; style.nonce = document.querySelector('meta[property="csp-nonce"]')?.nonce ?? ''`,
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), sonnerStyleNonce()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 400 },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
