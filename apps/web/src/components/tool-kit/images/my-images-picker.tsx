import { ImageIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { MyImagesKind } from './my-images-dialog';

// "From my images": the button, and the dialog with the user's generated images, loaded the
// first time it is opened (the page's first load stays small).

const MyImagesDialog = lazy(() => import('./my-images-dialog'));

export function MyImagesPicker({
  onAdd,
  disabled,
  kind,
}: {
  onAdd(blobs: Blob[]): void;
  disabled?: boolean;
  kind?: MyImagesKind;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        disabled={disabled}
      >
        <ImageIcon aria-hidden="true" className="size-4" />
        From my images
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MyImagesDialog open={open} setOpen={setOpen} onAdd={onAdd} kind={kind} />
        </Suspense>
      ) : null}
    </>
  );
}
