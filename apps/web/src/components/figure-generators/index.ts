export { ActionFigureCreator, type ActionFigureCreatorProps } from './action-figure-creator';
export { CharacterGenerator, type CharacterGeneratorProps } from './character-generator';
export { CHARACTER_SET_CONFIG, type CharacterSetConfig } from './character-sets-config';
export type { GeneratorTokens } from './generator-tokens';
