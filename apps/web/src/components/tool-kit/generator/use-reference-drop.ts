import { REFERENCE_IMAGE_ACCEPT } from '@mergepix/core';
import {
  type ChangeEvent,
  type DragEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { referenceFileProblem } from './reference-upload';
import { readFileAsDataUrl } from './thumbnail';

/** Drag handlers for an element that accepts a dropped file. */
export interface FileDropHandlers {
  onDragEnter: (event: DragEvent<HTMLElement>) => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDragLeave: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
}

/** What {@link useFileDrop} returns: drag state, drop handlers, the hidden input and a browse action. */
export interface FileDrop {
  dragOver: boolean;
  disabled: boolean;
  dropProps: FileDropHandlers;
  inputProps: {
    ref: RefObject<HTMLInputElement | null>;
    type: 'file';
    accept: string;
    hidden: true;
    tabIndex: -1;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  /** Opens the file browser. */
  open: () => void;
}

const carriesFiles = (event: DragEvent<HTMLElement>) =>
  Array.from(event.dataTransfer.types).includes('Files');

/**
 * Drag-and-drop plus click-to-browse for one file at a time: only the first dropped file is passed on
 * (docs/product.md#reference-images). Drops are still swallowed while disabled, so a missed drop never makes
 * the browser navigate away to the image.
 */
export function useFileDrop(onFile: (file: File) => void, disabled = false): FileDrop {
  const [dragOver, setDragOver] = useState(false);
  // dragenter/dragleave fire for every child crossed; counting keeps the highlight steady.
  const depth = useRef(0);
  const input = useRef<HTMLInputElement | null>(null);

  const dropProps: FileDropHandlers = {
    onDragEnter: (event) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current++;
      if (!disabled) setDragOver(true);
    },
    onDragOver: (event) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    },
    onDragLeave: (event) => {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragOver(false);
    },
    onDrop: (event) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDragOver(false);
      const file = event.dataTransfer.files[0];
      if (!disabled && file) onFile(file);
    },
  };

  const open = () => {
    if (!disabled) input.current?.click();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Reset so choosing the same file again still fires change.
    event.currentTarget.value = '';
    if (file) onFile(file);
  };

  return {
    dragOver,
    disabled,
    dropProps,
    inputProps: {
      ref: input,
      type: 'file',
      accept: REFERENCE_IMAGE_ACCEPT,
      hidden: true,
      tabIndex: -1,
      onChange,
    },
    open,
  };
}

/**
 * Checks a file (type, 10 MB), reads it as a data URL and hands it to `onRead`; `uploading` is true
 * meanwhile. A refused file sets `error`; a read failure is only logged (docs/product.md#reference-images).
 */
export function useReferenceUpload(onRead: (dataUrl: string, file: File) => void | Promise<void>) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const upload = useCallback(
    async (file: File) => {
      const problem = referenceFileProblem(file);
      setError(problem);
      if (problem) return;
      setUploading(true);
      try {
        await onRead(await readFileAsDataUrl(file), file);
      } catch (failure) {
        console.warn('Could not read the reference image', failure);
      } finally {
        if (mounted.current) setUploading(false);
      }
    },
    [onRead],
  );

  return { uploading, error, setError, upload };
}
