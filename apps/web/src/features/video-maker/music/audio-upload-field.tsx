import { VIDEO_LIMITS } from '@mergepix/core';
import { FileMusic } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { type AudioFileResult, describeAudioFile } from './read-audio-file';

// "My own file": a labelled file input styled as a button, then what was read (name and length),
// the reading spinner, or why the file was refused.

const MB = 1024 * 1024;

export function AudioUploadField({
  upload,
  onUpload,
  error,
  busy = false,
}: {
  upload: (AudioFileResult & { ok: true }) | null;
  onUpload(file: File): void;
  error: string | null;
  busy?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div>
        {/* The input stays in the tab order (visually hidden); its label is the visible button. */}
        <input
          id={id}
          type="file"
          accept="audio/*"
          disabled={busy}
          data-testid="music-upload"
          className="peer sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so choosing the same file again (after fixing it) reads it again.
            e.target.value = '';
            if (file) onUpload(file);
          }}
        />
        <label
          htmlFor={id}
          className={buttonVariants({
            variant: 'outline',
            size: 'sm',
            className:
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ' +
              'peer-disabled:pointer-events-none peer-disabled:opacity-50',
          })}
        >
          <FileMusic aria-hidden="true" className="size-4" />
          Choose an audio file
        </label>
      </div>
      {busy ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner />
          Reading the file…
        </p>
      ) : upload ? (
        <p className="text-sm text-slate-700 wrap-anywhere" data-testid="music-upload-info">
          <span className="font-medium">{describeAudioFile(upload)}</span>
          {" — loops or is cut to the video's length"}
        </p>
      ) : (
        <p className="text-xs text-slate-500">
          MP3, WAV, M4A or OGG, up to {VIDEO_LIMITS.maxAudioBytes / MB} MB.
        </p>
      )}
      {error ? (
        <FormAlert data-testid="music-error" className="wrap-anywhere">
          {error}
        </FormAlert>
      ) : null}
    </div>
  );
}
