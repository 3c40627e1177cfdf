import { REFERENCE_IMAGES_PER_CATEGORY } from '@mergepix/core';
import { useCallback, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { DropZone } from './drop-zone';
import { ReferenceGrid } from './reference-grid';
import { readReferenceHistory, removeReferenceImage, type StoredReferenceImage } from './reference-history';
import { PickerInfo } from './reference-picker-info';
import { storeReferenceImage } from './reference-upload';
import { useRovingFocus } from './roving';
import { useFileDrop, useReferenceUpload } from './use-reference-drop';

/** Props of {@link ReferencePicker}. */
export interface ReferencePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category: string;
  /** The chosen images in the order they were picked; callers wanting one use the first. */
  onSelect: (images: StoredReferenceImage[]) => void;
}

const VIEWS = [
  { id: 'images', label: 'Images' },
  { id: 'info', label: 'Info' },
] as const;
type View = (typeof VIEWS)[number]['id'];

/**
 * "Select Personalized Reference Image": this browser's history for the category as a
 * multi-select grid, with an upload drop zone and an Info view (docs/product.md#reference-images).
 */
export function ReferencePicker({ open, onOpenChange, category, onSelect }: ReferencePickerProps) {
  const baseId = useId();
  const [view, setView] = useState<View>('images');
  const [loading, setLoading] = useState(true);
  const [images, setImages] = useState<StoredReferenceImage[]>([]);
  const [selected, setSelected] = useState<string[]>([]);

  useEffect(() => {
    if (!open) return;
    setView('images');
    setSelected([]);
    setLoading(true);
    // Parsing a history of full-size data URLs can take a moment; let the dialog paint first.
    const timer = window.setTimeout(() => {
      setImages(readReferenceHistory(category));
      setLoading(false);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [open, category]);

  const onRead = useCallback(
    async (dataUrl: string, file: File) => {
      const record = await storeReferenceImage(file, dataUrl, category);
      // If storage refused it, keep it in the list for this session anyway.
      const stored = readReferenceHistory(category);
      setImages(stored.some((image) => image.id === record.id) ? stored : [record, ...stored]);
      setSelected((ids) => [record.id, ...ids.filter((id) => id !== record.id)]);
    },
    [category],
  );
  const { uploading, error, upload } = useReferenceUpload(onRead);
  const drop = useFileDrop((file) => {
    setView('images');
    void upload(file);
  }, uploading);

  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  const remove = (image: StoredReferenceImage) => {
    removeReferenceImage(category, image.id);
    setImages((list) => list.filter((other) => other.id !== image.id));
    setSelected((ids) => ids.filter((id) => id !== image.id));
  };

  const confirm = () => {
    const chosen = selected
      .map((id) => images.find((image) => image.id === id))
      .filter((image): image is StoredReferenceImage => image !== undefined);
    if (chosen.length === 0) return;
    onSelect(chosen);
    onOpenChange(false);
  };

  const tabKeys = useRovingFocus(
    VIEWS,
    VIEWS.findIndex((v) => v.id === view),
    (target) => setView(target.id),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The whole card takes drops, so a near miss never makes the browser open the file. */}
      <DialogContent className="flex max-w-2xl flex-col gap-4" {...drop.dropProps}>
        <div className="pr-10">
          <DialogTitle className="text-lg font-bold text-slate-900">
            Select Personalized Reference Image
          </DialogTitle>
          <DialogDescription className="mt-1 text-sm text-slate-600">
            Pick a photo you used before, or add a new one.
          </DialogDescription>
        </div>

        <div
          role="tablist"
          aria-label="Picker views"
          className="flex w-fit gap-1 rounded-xl bg-slate-100 p-1"
        >
          {VIEWS.map((tab, index) => (
            <button
              key={tab.id}
              ref={tabKeys.refAt(index)}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={view === tab.id}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={view === tab.id ? 0 : -1}
              onClick={() => setView(tab.id)}
              onKeyDown={tabKeys.onKeyDown}
              className={cn(
                'h-9 cursor-pointer rounded-lg px-4 text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                view === tab.id ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          ))}
        </div>

        {view === 'images' ? (
          <section
            id={`${baseId}-panel-images`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-images`}
            aria-busy={loading || uploading}
            className={cn(
              'flex flex-col gap-4 rounded-2xl transition-colors',
              drop.dragOver && 'bg-brand-50 ring-2 ring-brand-500 ring-offset-4',
            )}
          >
            <input {...drop.inputProps} />
            {loading ? (
              <p
                role="status"
                className="flex items-center justify-center gap-2 py-10 text-sm text-slate-600"
              >
                <Spinner className="size-5 text-brand-600" />
                Loading your images...
              </p>
            ) : images.length === 0 ? (
              <div className="flex flex-col gap-3">
                <div className="text-center">
                  <p className="font-semibold text-slate-900">No personalized images yet</p>
                  <p className="text-sm text-slate-600">Upload one and it will be kept here for next time.</p>
                </div>
                <DropZone drop={drop} uploading={uploading} error={error} ownsDrop={false} />
              </div>
            ) : (
              <>
                <p className="text-xs text-slate-500">
                  {images.length} of {REFERENCE_IMAGES_PER_CATEGORY} saved. Older images make room for new
                  ones.
                </p>
                <ReferenceGrid images={images} selected={selected} onToggle={toggle} onRemove={remove} />
                <DropZone
                  drop={drop}
                  uploading={uploading}
                  error={error}
                  ownsDrop={false}
                  title="Add another image"
                />
              </>
            )}
          </section>
        ) : (
          <PickerInfo id={`${baseId}-panel-info`} labelledBy={`${baseId}-tab-info`} category={category} />
        )}

        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-end">
          <p aria-live="polite" className="text-sm text-slate-600 sm:mr-auto">
            {selected.length > 0 ? `${selected.length} selected` : ''}
          </p>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button disabled={selected.length === 0} onClick={confirm}>
            Confirm
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
