import type { VideoSettings } from '@mergepix/core';
import { ImageUp } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { MyImagesPicker } from '@/components/tool-kit/images/my-images-picker';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { FocalPoint } from './focal-point';
import type { PictureState } from './use-video-picture';

// The picture: dropped, chosen from the computer or from the user's generated images; once there,
// a thumbnail (with the focal point to drag when the effect is Ken Burns).

export function PictureSection({
  state,
  onFile,
  settings,
  onFocal,
}: {
  state: PictureState;
  onFile(blob: Blob, name: string): void;
  settings: VideoSettings;
  onFocal(point: { x: number; y: number }): void;
}) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file, file.name);
  };
  return (
    <div className="flex flex-col gap-3" data-testid="video-picture">
      {state.status === 'ready' ? (
        settings.effect === 'ken-burns' ? (
          <FocalPoint
            url={state.url}
            width={state.picture.width}
            height={state.picture.height}
            value={settings.focal}
            onChange={onFocal}
          />
        ) : (
          <img
            src={state.url}
            alt="What your video moves across"
            className="mx-auto max-h-56 rounded-lg object-contain"
          />
        )
      ) : null}
      {state.status === 'ready' ? (
        <p className="text-xs text-slate-600" data-testid="picture-info">
          {state.picture.name} · {state.picture.width}×{state.picture.height} px
        </p>
      ) : null}
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed px-4 py-5 text-center text-sm transition-colors',
          'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
          over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:border-brand-400',
        )}
      >
        {state.status === 'loading' ? (
          <Spinner className="size-6 text-brand-600" />
        ) : (
          <ImageUp aria-hidden="true" className="size-6 text-brand-600" />
        )}
        <span className="font-medium text-slate-800">
          {state.status === 'ready' ? 'Use another picture' : 'Drop a picture here, or click to choose one'}
        </span>
        <span className="text-xs text-slate-500">JPG, PNG, WEBP or GIF, up to 25 MB and 8,192 px a side</span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          data-testid="picture-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file, file.name);
          }}
        />
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <MyImagesPicker kind="picture" onAdd={([blob]) => blob && onFile(blob, 'Your image')} />
        <span className="text-xs text-slate-500">or choose “Make a video” under any generated image.</span>
      </div>
      {state.status === 'error' ? <FormAlert>{state.message}</FormAlert> : null}
    </div>
  );
}
