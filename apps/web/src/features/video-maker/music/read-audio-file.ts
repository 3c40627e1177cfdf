import { MUSIC_SAMPLE_RATE, type StereoPcm, VIDEO_DURATION_S, VIDEO_LIMITS } from '@mergepix/core';

// The user's own music file → stereo PCM at the tool's sample rate. Everything that can refuse a
// file without decoding it does so first, with a message naming the file; the browser decodes
// (and resamples to 48 kHz) the rest. Only the start the longest video can use is kept, so a long
// song does not hold hundreds of megabytes of samples.

/** A read music file, or the message to show instead. */
export type AudioFileResult =
  | { ok: true; name: string; pcm: StereoPcm; durationS: number }
  | { ok: false; message: string };

/** The part of an AudioBuffer the conversion reads (a plain object in tests). */
export type DecodedAudio = Pick<AudioBuffer, 'numberOfChannels' | 'sampleRate' | 'length' | 'getChannelData'>;

const MB = 1024 * 1024;
/** Shorter than this, a file is not music. */
export const MIN_AUDIO_S = 0.5;
/** Seconds of the decoded file kept: the longest video never uses more (a shorter one loops). */
export const KEPT_AUDIO_S = VIDEO_DURATION_S.max;

const AUDIO_EXTENSION = /\.(mp3|wav|m4a|aac|ogg|oga|opus|flac|webm)$/i;

const quoted = (name: string) => (name ? `“${name}”` : 'The file');

/** Why this file cannot be music, before reading it; undefined when it may be. */
export function checkAudioFile(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  const name = quoted(file.name);
  if (!file.type.startsWith('audio/') && !AUDIO_EXTENSION.test(file.name))
    return `${name} is not an audio file. Use an MP3, WAV, M4A or OGG file.`;
  if (file.size === 0) return `${name} is empty.`;
  if (file.size > VIDEO_LIMITS.maxAudioBytes)
    return `${name} is ${(file.size / MB).toFixed(1)} MB; music files can be up to ${VIDEO_LIMITS.maxAudioBytes / MB} MB.`;
  return undefined;
}

/**
 * A decoded buffer as stereo PCM holding at most `keptS` seconds: mono is the same array on both
 * sides; past two channels, the first two (front left and right) are used.
 */
export function audioBufferToPcm(buffer: DecodedAudio, keptS: number = KEPT_AUDIO_S): StereoPcm {
  const length = Math.min(buffer.length, Math.round(keptS * buffer.sampleRate));
  // slice copies, so the (possibly huge) decoded buffer can be freed.
  const left = buffer.getChannelData(0).slice(0, length);
  const right = buffer.numberOfChannels > 1 ? buffer.getChannelData(1).slice(0, length) : left;
  return { sampleRate: buffer.sampleRate, left, right };
}

/** The length of a song as the picker shows it: "0:07", "2:31", "1:02:05". */
export function formatAudioLength(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "song.mp3 · 2:31": a read file's name and length. */
export function describeAudioFile(file: { name: string; durationS: number }): string {
  return `${file.name} · ${formatAudioLength(file.durationS)}`;
}

function offlineContext(): OfflineAudioContext | undefined {
  const Ctor =
    globalThis.OfflineAudioContext ??
    (globalThis as { webkitOfflineAudioContext?: typeof OfflineAudioContext }).webkitOfflineAudioContext;
  if (!Ctor) return undefined;
  try {
    return new Ctor(2, 1, MUSIC_SAMPLE_RATE);
  } catch {
    return undefined;
  }
}

/** Reads one chosen file as music. Never throws: a file that cannot be used gives the message to show. */
export async function readAudioFile(file: File): Promise<AudioFileResult> {
  const problem = checkAudioFile(file);
  if (problem) return { ok: false, message: problem };
  const context = offlineContext();
  if (!context) return { ok: false, message: 'This browser cannot read audio files. Try another browser.' };
  let decoded: AudioBuffer;
  try {
    decoded = await context.decodeAudioData(await file.arrayBuffer());
  } catch {
    return {
      ok: false,
      message: `${quoted(file.name)} could not be read as audio. It may be damaged; try another file.`,
    };
  }
  if (decoded.length === 0 || decoded.duration < MIN_AUDIO_S)
    return { ok: false, message: `${quoted(file.name)} is too short to use as music.` };
  return { ok: true, name: file.name, pcm: audioBufferToPcm(decoded), durationS: decoded.duration };
}
