import { GENERATION_FAILED_TEXT } from '@mergepix/core';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" fill="#f1f5f9"/>
<rect x="16" y="16" width="480" height="480" rx="24" fill="none" stroke="#cbd5e1" stroke-width="4" stroke-dasharray="16 12"/>
<circle cx="256" cy="214" r="44" fill="none" stroke="#dc2626" stroke-width="10"/>
<path d="M256 190v30M256 236v2" stroke="#dc2626" stroke-width="10" stroke-linecap="round"/>
<text x="256" y="320" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="#334155">${GENERATION_FAILED_TEXT}</text>
</svg>`;

/**
 * The "Generation Failed" placeholder image as a data URL, shown (and handed to callbacks) in place of a
 * result when generation fails (docs/product.md#generators-in-common). Inline, so it works offline.
 */
export const GENERATION_FAILED_PLACEHOLDER = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
