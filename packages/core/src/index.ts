export * from './api/auth.ts';
export * from './api/functions.ts';
export * from './constants.ts';
export * from './features/catalog.ts';
export type { FeatureHelp } from './features/help-content.ts';
export * from './tokens/registry.ts';
export * from './tokens/substitute.ts';
export * from './api/generation.ts';
export * from './assistant/index.ts';
