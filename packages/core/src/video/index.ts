// Public surface of the image-to-video core: constants, settings, camera motion, frame drawing
// and the bundled music.
export * from './music/index.ts';
export * from './video-constants.ts';
export * from './video-defaults.ts';
export * from './video-frame.ts';
export * from './video-motion.ts';
export * from './video-settings.ts';
export * from './video-settings-repair.ts';
