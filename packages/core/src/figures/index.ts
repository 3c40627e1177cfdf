export * from './characters/index.ts';
export * from './creator/index.ts';
export * from './prompts.ts';
export * from './sentences.ts';
