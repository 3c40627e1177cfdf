/**
 * The illustration kit (this folder) holds what the drawings share: the fonts below, the
 * gradient definition (gradient.tsx; the brand mark uses it too), the mirrored joints of every toy
 * figure (pairs.tsx), the boxed figure of the carousel and the featured characters
 * (toy-figure.tsx), and small decorations (shapes.tsx: sparkles, dot scatters). The drawings built on it live
 * beside it: `carousel/` (home action-figure slides), `hub/` (features hub cards), `landing/`
 * (featured characters, on landing/figure-base.tsx) and `hero/` (the home hero).
 */

/** Text in the artwork: the platform's UI sans-serif, so drawings match the page around them. */
export const ART_FONT = 'ui-sans-serif, system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif';

/** Meme captions: the classic heavy condensed face, with local fallbacks. */
export const MEME_FONT = 'Impact, Haettenschweiler, "Arial Narrow Bold", ui-sans-serif, sans-serif';
