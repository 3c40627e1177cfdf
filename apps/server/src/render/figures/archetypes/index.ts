// What the figure renderer needs from the archetypes: the spec and how to build one.
export { type FigureSource, figureSpec } from './figure-spec.ts';
export type { FigureSpec } from './spec.ts';
