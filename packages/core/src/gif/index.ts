export * from './gif-constants.ts';
export * from './gif-draw.ts';
export * from './gif-email.ts';
export * from './gif-encode.ts';
export * from './gif-layers.ts';
export * from './gif-project.ts';
export * from './gif-read.ts';
export * from './gif-size.ts';
