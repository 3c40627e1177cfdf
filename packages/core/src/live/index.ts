export * from './natural-text.ts';
export * from './recipient-values.ts';
