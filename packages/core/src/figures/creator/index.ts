export * from './accessories.ts';
export * from './color-schemes.ts';
export * from './ideas.ts';
export * from './showcase.ts';
export * from './templates.ts';
