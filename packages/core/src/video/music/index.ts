// Public surface of the video tool's music: the original synthesized tracks, fitting a soundtrack
// to the video (loop, cut, volume, fades) and waveform helpers. The synthesizer itself stays inside.
export {
  MUSIC_SAMPLE_RATE,
  MUSIC_TRACKS,
  type MusicTrack,
  musicTrack,
  type StereoPcm,
} from './music-tracks.ts';
export { type AudioShape, shapeAudio } from './shape-audio.ts';
export { synthesizeTrack } from './synthesize-track.ts';
export { mixToMono, waveformPeaks } from './waveform.ts';
