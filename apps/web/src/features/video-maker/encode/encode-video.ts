import {
  drawVideoFrame,
  pictureScaleFor,
  type StereoPcm,
  type TokenValues,
  VIDEO_FPS,
  type VideoSettings,
  videoFrameSize,
  videoTextLayer,
} from '@mergepix/core';
import {
  AudioSample,
  AudioSampleSource,
  BufferTarget,
  CanvasSource,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import { makeTitleSprite } from '@/features/video-maker/title-sprite';
import { nextTask } from '@/lib/next-task';
import { audioCodecFor, type VideoEncodePlan } from './video-support';

// Encodes the video in the page, one frame at a time: core draws the frame on a canvas exactly as
// the preview does, WebCodecs (through mediabunny) encodes it, and between frames the page gets
// the main thread back. Audio (already shaped to the video's length) is encoded after the frames.
// Cancelling stops at the next frame and throws away everything written.

export type EncodePicture = CanvasImageSource & { readonly width: number; readonly height: number };

export interface EncodeJob {
  readonly picture: EncodePicture;
  readonly settings: VideoSettings;
  readonly values: TokenValues;
  /** The music, exactly as long as the video; null for a silent video. */
  readonly audio: StereoPcm | null;
  readonly plan: VideoEncodePlan;
  readonly signal: AbortSignal;
  onProgress(done: number, total: number): void;
}

export interface EncodedVideo {
  readonly blob: Blob;
  readonly extension: 'mp4' | 'webm';
  readonly audioCodec: 'aac' | 'opus' | null;
}

const AUDIO_CHUNK_S = 1;

/** Bits per second for H.264/VP9 at this size: about 4.5 Mbit/s at 720p, 10 at 1080p. */
export function videoBitrate(width: number, height: number): number {
  return Math.round(width * height * VIDEO_FPS * 0.16);
}

function abortError(): DOMException {
  return new DOMException('The video was cancelled.', 'AbortError');
}

export async function encodeVideo(job: EncodeJob): Promise<EncodedVideo> {
  const { settings, plan, signal } = job;
  const frame = videoFrameSize(settings.resolution, settings.aspect);
  const canvas = document.createElement('canvas');
  canvas.width = frame.width;
  canvas.height = frame.height;
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) throw new Error('This browser could not draw the video frames.');
  // Scaled once, carefully, to what the closest zoom needs: each frame then scales it by at most
  // the zoom, which bilinear smoothing does well and fast.
  const picture = await fitPicture(job.picture, frame);
  ctx.imageSmoothingQuality = 'medium';

  const audioCodec = job.audio ? await audioCodecFor(plan) : null;
  const target = new BufferTarget();
  const output = new Output({
    format:
      plan.container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target,
  });
  const video = new CanvasSource(canvas, {
    codec: plan.videoCodec,
    bitrate: videoBitrate(frame.width, frame.height),
    keyFrameInterval: 2,
  });
  output.addVideoTrack(video, { frameRate: VIDEO_FPS });
  const sound = audioCodec ? new AudioSampleSource({ codec: audioCodec, bitrate: 128_000 }) : null;
  if (sound) output.addAudioTrack(sound);

  try {
    if (signal.aborted) throw abortError();
    await output.start();
    const total = settings.durationS * VIDEO_FPS;
    const layer = videoTextLayer(settings.text, frame);
    const title = makeTitleSprite(layer, job.values);
    let reported = 0;
    let yielded = performance.now();
    for (let i = 0; i < total; i++) {
      if (signal.aborted) throw abortError();
      drawVideoFrame<EncodePicture>(ctx, picture, {
        settings,
        frame,
        timeS: i / VIDEO_FPS,
        values: job.values,
        layer,
        title,
      });
      await video.add(i / VIDEO_FPS, 1 / VIDEO_FPS);
      // Progress repaints the page: ten times a second is smooth, every frame would slow the encode.
      if (performance.now() - reported > 100 || i + 1 === total) {
        reported = performance.now();
        job.onProgress(i + 1, total);
      }
      // The page gets the main thread back at least every 12 ms (a frame at 60 Hz, with room).
      if (performance.now() - yielded > 12) {
        await nextTask('background');
        yielded = performance.now();
      }
    }
    video.close();
    if (sound && job.audio) await addAudio(sound, job.audio, signal);
    if (signal.aborted) throw abortError();
    await output.finalize();
  } catch (error) {
    if (output.state !== 'finalized' && output.state !== 'canceled') await output.cancel().catch(() => {});
    throw error;
  } finally {
    if (picture !== job.picture && 'close' in picture) picture.close();
  }
  const buffer = target.buffer;
  if (!buffer) throw new Error('The encoder finished without a file.');
  return { blob: new Blob([buffer], { type: plan.mimeType }), extension: plan.container, audioCodec };
}

async function fitPicture(
  picture: EncodePicture,
  frame: { width: number; height: number },
): Promise<EncodePicture> {
  const scale = pictureScaleFor(picture, frame);
  if (scale > 0.95) return picture;
  return createImageBitmap(picture as ImageBitmapSource, {
    resizeWidth: Math.max(1, Math.round(picture.width * scale)),
    resizeHeight: Math.max(1, Math.round(picture.height * scale)),
    resizeQuality: 'high',
  });
}

async function addAudio(sound: AudioSampleSource, pcm: StereoPcm, signal: AbortSignal): Promise<void> {
  const chunk = Math.round(pcm.sampleRate * AUDIO_CHUNK_S);
  for (let start = 0; start < pcm.left.length; start += chunk) {
    if (signal.aborted) throw abortError();
    const end = Math.min(pcm.left.length, start + chunk);
    const data = new Float32Array((end - start) * 2);
    data.set(pcm.left.subarray(start, end), 0);
    data.set(pcm.right.subarray(start, end), end - start);
    const sample = new AudioSample({
      data,
      format: 'f32-planar',
      numberOfChannels: 2,
      sampleRate: pcm.sampleRate,
      timestamp: start / pcm.sampleRate,
    });
    await sound.add(sample);
    sample.close();
  }
  sound.close();
}
