import { VIDEO_LIMITS } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import {
  audioBufferToPcm,
  checkAudioFile,
  type DecodedAudio,
  describeAudioFile,
  formatAudioLength,
  readAudioFile,
} from './read-audio-file';

const MB = 1024 * 1024;
const bytes = (n: number) => new Uint8Array(n);
/** A file whose size is faked, so a 25 MB file needs no 25 MB of memory. */
const sized = (name: string, type: string, size: number) =>
  ({ name, type, size }) as Pick<File, 'name' | 'type' | 'size'>;

describe('checkAudioFile', () => {
  it('accepts audio by type or, with no audio type, by extension', () => {
    expect(checkAudioFile(new File([bytes(10)], 'song.mp3', { type: 'audio/mpeg' }))).toBeUndefined();
    expect(checkAudioFile(new File([bytes(10)], 'noext', { type: 'audio/wav' }))).toBeUndefined();
    for (const ext of ['mp3', 'wav', 'm4a', 'aac', 'ogg', 'oga', 'opus', 'flac', 'webm', 'MP3'])
      expect(checkAudioFile(new File([bytes(10)], `track.${ext}`))).toBeUndefined();
    expect(checkAudioFile(new File([bytes(10)], 'clip.webm', { type: 'video/webm' }))).toBeUndefined();
  });

  it('refuses what is not audio, naming the file', () => {
    expect(checkAudioFile(new File([bytes(10)], 'photo.png', { type: 'image/png' }))).toBe(
      '“photo.png” is not an audio file. Use an MP3, WAV, M4A or OGG file.',
    );
    expect(checkAudioFile(new File([bytes(10)], 'notes.txt'))).toMatch(/^“notes\.txt” is not an audio file/);
    expect(checkAudioFile(new File([bytes(10)], 'song.mp3.exe'))).toMatch(/is not an audio file/);
  });

  it('refuses an empty file', () => {
    expect(checkAudioFile(new File([], 'empty.mp3', { type: 'audio/mpeg' }))).toBe('“empty.mp3” is empty.');
  });

  it('refuses a file over the limit with its size in MB, and accepts one at the limit', () => {
    expect(checkAudioFile(sized('big.mp3', 'audio/mpeg', Math.round(25.3 * MB)))).toBe(
      '“big.mp3” is 25.3 MB; music files can be up to 20 MB.',
    );
    expect(checkAudioFile(sized('edge.mp3', 'audio/mpeg', VIDEO_LIMITS.maxAudioBytes))).toBeUndefined();
  });

  it('says "The file" for a file without a name', () => {
    expect(checkAudioFile(sized('', 'text/plain', 3))).toMatch(/^The file is not an audio file/);
  });
});

function fakeBuffer(channels: Float32Array<ArrayBuffer>[], sampleRate = 48_000): DecodedAudio {
  return {
    numberOfChannels: channels.length,
    sampleRate,
    length: channels[0]?.length ?? 0,
    getChannelData: (i: number) => {
      const data = channels[i];
      if (!data) throw new RangeError('no such channel');
      return data;
    },
  };
}

describe('audioBufferToPcm', () => {
  it('keeps both channels of a stereo buffer, as copies', () => {
    const l = Float32Array.from([0.1, 0.2, 0.3]);
    const r = Float32Array.from([-0.1, -0.2, -0.3]);
    const pcm = audioBufferToPcm(fakeBuffer([l, r]));
    expect(pcm.sampleRate).toBe(48_000);
    expect([...pcm.left]).toEqual([...l]);
    expect([...pcm.right]).toEqual([...r]);
    expect(pcm.left).not.toBe(l);
    l[0] = 9;
    expect(pcm.left[0]).toBeCloseTo(0.1);
  });

  it('gives mono as the same array on both sides', () => {
    const pcm = audioBufferToPcm(fakeBuffer([Float32Array.from([0.5, -0.5])]));
    expect(pcm.left).toBe(pcm.right);
    expect([...pcm.left]).toEqual([0.5, -0.5]);
  });

  it('uses the first two of more channels', () => {
    const chans = [0, 1, 2, 3, 4, 5].map((c) => new Float32Array(4).fill(c / 10));
    const pcm = audioBufferToPcm(fakeBuffer(chans));
    expect(pcm.left[0]).toBeCloseTo(0);
    expect(pcm.right[0]).toBeCloseTo(0.1);
  });

  it('keeps only the first seconds the video can use', () => {
    const long = new Float32Array(10 * 100).map((_, i) => i);
    const pcm = audioBufferToPcm(fakeBuffer([long, long.slice()], 100), 3);
    expect(pcm.left.length).toBe(300);
    expect(pcm.right.length).toBe(300);
    expect(pcm.left[299]).toBe(299);
    expect(audioBufferToPcm(fakeBuffer([long], 100)).left.length).toBe(1000);
  });
});

describe('describeAudioFile', () => {
  it('formats lengths as m:ss, and h:mm:ss past an hour', () => {
    expect(formatAudioLength(7.2)).toBe('0:07');
    expect(formatAudioLength(151.4)).toBe('2:31');
    expect(formatAudioLength(3725)).toBe('1:02:05');
    expect(formatAudioLength(0)).toBe('0:00');
  });

  it('joins the name and the length', () => {
    expect(describeAudioFile({ name: 'song.mp3', durationS: 151 })).toBe('song.mp3 · 2:31');
  });
});

describe('readAudioFile', () => {
  it('refuses a non-audio file before trying to decode it', async () => {
    const result = await readAudioFile(new File([bytes(10)], 'doc.pdf', { type: 'application/pdf' }));
    expect(result).toEqual({
      ok: false,
      message: '“doc.pdf” is not an audio file. Use an MP3, WAV, M4A or OGG file.',
    });
  });

  it('answers with a message, not an exception, where audio cannot be decoded', async () => {
    // Node has no OfflineAudioContext.
    const result = await readAudioFile(new File([bytes(10)], 'song.mp3', { type: 'audio/mpeg' }));
    expect(result.ok).toBe(false);
  });
});
