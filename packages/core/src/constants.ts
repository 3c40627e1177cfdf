// One import path for every product constant (docs/product.md#limits-and-timings); the groups live in
// constants/ to keep files small.
export * from './constants/generators.ts';
export * from './constants/marketing.ts';
export * from './constants/platform.ts';
