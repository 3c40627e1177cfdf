/** Where the video's settings are kept in this browser. */
export const VIDEO_SETTINGS_KEY = 'mergepix:video-settings';
