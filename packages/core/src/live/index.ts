export * from './csv.ts';
export * from './design-schema.ts';
export * from './file-names.ts';
export * from './links.ts';
export * from './natural-text.ts';
export * from './platform-fields.ts';
export * from './platforms.ts';
export * from './recipient-values.ts';
