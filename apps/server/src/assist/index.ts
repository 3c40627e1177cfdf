// Offline assistant pieces used when no chat or text model is configured.
export {
  limitSentences,
  MAX_SUGGESTED_FEATURES,
  type OfflineMessage,
  type OfflineStreamOptions,
  type OfflineUserContext,
  offlineReply,
  offlineStream,
} from './offline-guide.ts';
export { cannedRecommendations, genericDescription } from './recommendations.ts';
