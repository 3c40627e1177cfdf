// The offline local engine: personalized images composed without any AI provider.
export {
  LOCAL_RENDER_KINDS,
  type LocalRender,
  type LocalRenderKind,
  type LocalRenderRequest,
  renderLocal,
} from './engine.ts';
export {
  GHIBLI_CHARACTER_TYPES,
  GHIBLI_ELEMENTS,
  GHIBLI_SCENE_TYPES,
  GHIBLI_TIMES,
  GHIBLI_WEATHER,
  type GhibliCharacter,
  type GhibliElement,
  type GhibliScene,
  type GhibliTime,
  type GhibliWeather,
} from './ghibli-options.ts';
export {
  accessoriesSentence,
  nameTagSentence,
  packagingSentence,
  parseFigureDetails,
  parseGhibliDetails,
  poseSentence,
  removalsSentence,
} from './prompt-details.ts';
export { ASPECT_RATIOS, type AspectRatio, type ImageSize, sizeForAspectRatio } from './size.ts';
export { FIGURE_POSES, type FigurePose, poseVariant } from './toy-figure.ts';
