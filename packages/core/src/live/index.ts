export * from './design-schema.ts';
export * from './natural-text.ts';
export * from './recipient-values.ts';
