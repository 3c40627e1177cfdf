export { GENERATION_FAILED_PLACEHOLDER } from './failed-placeholder';
export { GenerationResult, type GenerationResultProps, provenanceText } from './generation-result';
export { ModelToggle, type ModelToggleProps } from './model-toggle';
export { PromptPreview } from './prompt-preview';
export {
  type NewReferenceImage,
  readReferenceHistory,
  referenceHistoryKey,
  removeReferenceImage,
  type StoredReferenceImage,
  saveReferenceImage,
} from './reference-history';
export { ReferencePicker, type ReferencePickerProps } from './reference-picker';
export {
  IMAGE_TOO_LARGE_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  referenceFileProblem,
  storeReferenceImage,
  UPLOAD_HINT,
} from './reference-upload';
export { ReferenceUploader, type ReferenceUploaderProps } from './reference-uploader';
export { makeThumbnail, readFileAsDataUrl } from './thumbnail';
export {
  type GenerationFunction,
  type GenerationPayload,
  type GenerationState,
  type GenerationStatus,
  generationErrorMessage,
  type ImageGeneration,
  nextProgress,
  useImageGeneration,
} from './use-image-generation';
