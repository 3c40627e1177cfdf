import { History, Info, RefreshCw, X } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { DropZone } from './drop-zone';
import { type StoredReferenceImage, saveReferenceImage } from './reference-history';
import { ReferencePicker } from './reference-picker';
import { storeReferenceImage } from './reference-upload';
import { useFileDrop, useReferenceUpload } from './use-reference-drop';

/** Props of {@link ReferenceUploader}. */
export interface ReferenceUploaderProps {
  /** History bucket, e.g. "ghibli-style" (REFERENCE_IMAGE_CATEGORIES). */
  category: string;
  /** The chosen image as a data URL, or null. */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
  label?: string;
}

const PRIVACY_NOTE =
  'The AI uses this photo as a guide for your picture. It is sent only with your generation request and saved only in this browser.';

/**
 * The reference image field (docs/product.md#reference-images): drop or browse, then a "Personalized
 * Reference" preview with Replace and Clear. Every upload is also saved to this browser's history for the
 * category, which "Recent personalized images" opens.
 */
export function ReferenceUploader({
  category,
  value,
  onChange,
  disabled = false,
  label = 'Reference image (optional)',
}: ReferenceUploaderProps) {
  const labelId = useId();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const pendingSaves = useRef(0);

  const onRead = useCallback(
    (dataUrl: string, file: File) => {
      onChange(dataUrl);
      // The preview shows at once; the thumbnail (up to 5 s) and the history write follow.
      pendingSaves.current++;
      setSaving(true);
      void storeReferenceImage(file, dataUrl, category).finally(() => {
        pendingSaves.current--;
        if (pendingSaves.current === 0) setSaving(false);
      });
    },
    [category, onChange],
  );
  const { uploading, error, setError, upload } = useReferenceUpload(onRead);
  const drop = useFileDrop((file) => void upload(file), disabled || uploading);

  const onPick = (images: StoredReferenceImage[]) => {
    const [first] = images;
    if (!first) return;
    setError(null);
    onChange(first.imageUrl);
    saveReferenceImage({ ...first, lastUsed: Date.now() });
  };

  return (
    <fieldset aria-labelledby={labelId} className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span id={labelId} className="text-sm font-semibold text-slate-800">
          {label}
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 text-brand-700"
          disabled={disabled}
          onClick={() => setPickerOpen(true)}
        >
          <History aria-hidden="true" className="size-4" />
          Recent personalized images
        </Button>
      </div>

      <input {...drop.inputProps} />

      {value && !uploading ? (
        <div
          {...drop.dropProps}
          className={cn(
            'flex gap-3 rounded-2xl border p-3 transition-colors',
            drop.dragOver ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white',
          )}
        >
          <img
            src={value}
            alt="Personalized reference"
            className="size-20 shrink-0 rounded-xl object-cover ring-1 ring-slate-200 sm:size-24"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex items-center gap-1">
              <span className="text-sm font-semibold text-slate-900">Personalized Reference</span>
              <Tooltip content={PRIVACY_NOTE}>
                <button
                  type="button"
                  aria-label="About personalized reference images"
                  className="flex size-7 cursor-pointer items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Info aria-hidden="true" className="size-4" />
                </button>
              </Tooltip>
            </div>
            <p className="text-xs leading-5 text-slate-500" aria-live="polite">
              {drop.dragOver
                ? 'Drop to replace this image'
                : saving
                  ? 'Saving to your recent images...'
                  : 'Guides the AI toward your look.'}
            </p>
            <div className="mt-auto flex flex-wrap gap-2">
              <Button variant="outline" size="sm" disabled={disabled} onClick={drop.open}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Replace
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => {
                  setError(null);
                  onChange(null);
                }}
              >
                <X aria-hidden="true" className="size-4" />
                Clear
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <DropZone drop={drop} uploading={uploading} error={error} />
      )}

      {value && !uploading && error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}

      <ReferencePicker open={pickerOpen} onOpenChange={setPickerOpen} category={category} onSelect={onPick} />
    </fieldset>
  );
}
