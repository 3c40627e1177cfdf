import { GIF_LIMITS } from '@mergepix/core';
import { useCallback, useState } from 'react';
import { addPicture } from './frame-pictures';
import { readFrameFile } from './read-frame-file';

// Files and images becoming frames: read one after another (the page stays responsive), each
// refused file named with its reason, the frame limit applied with a count of what was left out.

export interface IntakeProgress {
  readonly done: number;
  readonly total: number;
}

export interface AddedPicture {
  readonly imageId: string;
  readonly durationMs?: number;
}

export function useFrameIntake(room: () => number, onAdded: (pictures: AddedPicture[]) => void) {
  const [progress, setProgress] = useState<IntakeProgress | null>(null);
  const [messages, setMessages] = useState<string[]>([]);

  const addBlobs = useCallback(
    async (
      sources: readonly (File | Blob)[],
      deliver: (pictures: AddedPicture[]) => void = onAdded,
      space: () => number = room,
    ) => {
      if (sources.length === 0) return;
      const problems: string[] = [];
      const added: AddedPicture[] = [];
      let left = space();
      setProgress({ done: 0, total: sources.length });
      let skipped = 0;
      for (const [i, source] of sources.entries()) {
        if (left <= 0) {
          skipped = sources.length - i;
          break;
        }
        const file = source instanceof File ? source : new File([source], 'image', { type: source.type });
        const read = await readFrameFile(file, left);
        if (!read.ok) problems.push(read.message);
        else
          for (const picture of read.pictures.slice(0, left)) {
            try {
              added.push({ imageId: await addPicture(picture.blob), durationMs: picture.durationMs });
              left--;
            } catch {
              problems.push('This browser refused to store a picture (its storage may be full).');
              break;
            }
          }
        setProgress({ done: i + 1, total: sources.length });
        // A breath between files keeps the page responsive during a big drop.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      if (skipped > 0 || (left <= 0 && added.length === 0 && problems.length === 0))
        problems.push(
          `A GIF can have up to ${GIF_LIMITS.maxFrames} frames: ${skipped || sources.length} of your ${sources.length} ${sources.length === 1 ? 'image was' : 'images were'} not added.`,
        );
      setProgress(null);
      setMessages(problems);
      if (added.length > 0) deliver(added);
    },
    [room, onAdded],
  );

  return {
    addBlobs,
    progress,
    messages,
    report: useCallback((message: string) => setMessages([message]), []),
    dismiss: useCallback(() => setMessages([]), []),
  };
}
