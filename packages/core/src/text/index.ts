export * from './draw.ts';
export * from './layout.ts';
export { SCRIPT_SAMPLES } from './script-samples.ts';
export { applyTextCase, cleanLineText, graphemes, takeGraphemes, textDirection } from './segments.ts';
export * from './text-layer.ts';
